import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { loadPreferences, savePreferences } from './browserPreferences.ts'
import { createWebWallet } from './createWebWallet.ts'
import { readWebWalletConfig } from './readWebWalletConfig.ts'
import './webWallet.css'

// The page's entry (apps/wallet/index.html): one wallet for the page's lifetime, started before the first render.
const config = readWebWalletConfig(import.meta.env)
const storage = globalThis.localStorage as Storage | undefined
const wallet = createWebWallet({
  ...config,
  preferences: loadPreferences(storage),
  onPreferencesChange: (preferences) => savePreferences(storage, preferences),
})
void wallet.start()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App wallet={wallet} relayUrl={config.relayUrl} rpcUrls={config.rpcUrls} />
  </StrictMode>,
)
