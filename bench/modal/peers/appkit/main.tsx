// Reown AppKit's React quick start with the wagmi adapter, mainnet only, as its installation guide writes it.
// No internet here: every request to Reown's cloud is aborted by the bench, and the modal is measured as it is.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit } from '@reown/appkit/react'
import { mainnet } from '@reown/appkit/networks'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { WagmiProvider } from 'wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'

// A placeholder: the bench cannot reach Reown's dashboard.
const projectId = '00000000000000000000000000000000'
const networks: [typeof mainnet] = [mainnet]
const wagmiAdapter = new WagmiAdapter({ networks, projectId })
const queryClient = new QueryClient()

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: {
    name: 'bench/modal AppKit',
    description: 'AppKit quick start',
    url: window.location.origin,
    icons: [],
  },
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <appkit-button />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
