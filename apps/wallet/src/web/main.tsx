import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readSiwfConnectUrl } from '@portico/farcaster-relay/siwf'
import { App } from './App.tsx'
import { loadPreferences, savePreferences } from './browserPreferences.ts'
import { createWebWallet } from './createWebWallet.ts'
import { FarcasterApproval } from './farcaster/FarcasterApproval.tsx'
import { readFarcasterWalletConfig } from './farcaster/readFarcasterWalletConfig.ts'
import { readWebWalletConfig } from './readWebWalletConfig.ts'
import './webWallet.css'

// The page's entry (apps/wallet/index.html): one wallet for the page's lifetime, started before the first render.
// A Sign In With Farcaster connect URL (`?channelToken=…`, ADR 0022) opens the Farcaster approval instead.
const root = createRoot(document.getElementById('root')!)
if (new URLSearchParams(location.search).has('channelToken')) {
  const farcaster = readFarcasterWalletConfig(import.meta.env)
  root.render(
    <StrictMode>
      <FarcasterApproval
        request={readSiwfConnectUrl(location.href)}
        account={farcaster.account}
        relayUrl={farcaster.relayUrl}
      />
    </StrictMode>,
  )
} else {
  const config = readWebWalletConfig(import.meta.env)
  const storage = globalThis.localStorage as Storage | undefined
  const wallet = createWebWallet({
    ...config,
    preferences: loadPreferences(storage),
    onPreferencesChange: (preferences) => savePreferences(storage, preferences),
  })
  void wallet.start()
  root.render(
    <StrictMode>
      <App wallet={wallet} relayUrl={config.relayUrl} rpcUrls={config.rpcUrls} />
    </StrictMode>,
  )
}
