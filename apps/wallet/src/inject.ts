import { installDevWallet } from './installDevWallet.ts'

// Content-script entry: a page loads this before the app, the way a browser extension injects its wallet.
installDevWallet({
  rpcUrls: {
    31337: import.meta.env.VITE_PORTICO_RPC_31337 as string | undefined,
    31338: import.meta.env.VITE_PORTICO_RPC_31338 as string | undefined,
  },
})
