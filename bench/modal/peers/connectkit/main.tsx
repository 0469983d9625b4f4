// ConnectKit's getting-started guide, mainnet only, in a Vite + React 19 page.
// No internet here: every request to an outside host is aborted by the bench, and the modal is measured as it is.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'

const config = createConfig(
  getDefaultConfig({
    chains: [mainnet],
    transports: { [mainnet.id]: http() },
    // A placeholder: the bench cannot reach WalletConnect's dashboard.
    walletConnectProjectId: '00000000000000000000000000000000',
    appName: 'bench/modal ConnectKit',
  }),
)
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ConnectKitProvider>
          <ConnectKitButton />
        </ConnectKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
