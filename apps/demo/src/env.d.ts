interface ImportMetaEnv {
  /** Where the Portico data API listens (set by `npm start`). */
  readonly VITE_PORTICO_API_URL?: string
  readonly VITE_PORTICO_RELAY_URL?: string
  /** Where the embedded wallet's secure site listens (email and social logins). */
  readonly VITE_PORTICO_SECURE_SITE_URL?: string
  /** The demo's project id, created by `npm start`. */
  readonly VITE_PORTICO_PROJECT_ID?: string
  readonly VITE_PORTICO_RPC_31337?: string
  readonly VITE_PORTICO_RPC_31338?: string
  /** Where the Portico web wallet listens; the demo lists it as a custom wallet (AppKit's `customWallets`). */
  readonly VITE_PORTICO_WALLET_URL?: string
}
