import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createDemoAppKit } from './appKit.ts'
import { App } from './App.tsx'
import { parseDemoAdapter } from './demoAdapter.ts'
import './demo.css'

// `?adapter=evm|wagmi|ethers|ethers5` runs the demo on that adapter; without it, on core's own connection.
const adapter = parseDemoAdapter(location.search)
await createDemoAppKit(adapter)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App adapter={adapter} />
  </StrictMode>,
)
