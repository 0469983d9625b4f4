// The Portico Dev Wallet as a browser extension's content script would put it on any page: built into one
// classic script (buildDevWalletScript.ts) that a Playwright init script runs before the page's own code.
// Its RPC URLs and account come from the global the init script sets first.
import { installDevWallet, type InstallDevWalletOptions } from '@portico/wallet'

declare global {
  var __porticoDevWallet: InstallDevWalletOptions | undefined
}

installDevWallet(globalThis.__porticoDevWallet)
