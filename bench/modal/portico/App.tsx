// The bench's Portico app: AppKit's React quick start (createAppKit, mainnet only, the EVM adapter), written
// over the Vite + React 19 consumer app's src/App.tsx (tests/consumers/apps/vite-react19) before it is built.
// Only `endpoints` differs from AppKit's quick start: the self-hosted API the bench starts.
import { createAppKit } from '@portico/react'
import { mainnet } from '@portico/react/networks'
import { createEvmAdapter } from '@portico/adapter-evm'

const env = import.meta.env
const networks = [mainnet] as const

createAppKit({
  adapters: [createEvmAdapter({ networks })],
  networks: [...networks],
  projectId: env.VITE_PORTICO_PROJECT_ID,
  metadata: {
    name: 'bench/modal Portico',
    description: 'AppKit quick start on Portico',
    url: window.location.origin,
    icons: [],
  },
  endpoints: {
    api: env.VITE_PORTICO_API_URL,
    relay: env.VITE_PORTICO_RELAY_URL,
    secureSite: env.VITE_PORTICO_SECURE_SITE_URL,
  },
})

export default function App() {
  return <appkit-button />
}
