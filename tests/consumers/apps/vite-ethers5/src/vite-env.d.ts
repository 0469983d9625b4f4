/// <reference types="vite/client" />

// Written by tests/consumers/createConsumerApp.ts into .env.production before `vite build`.
interface ImportMetaEnv {
  readonly VITE_PORTICO_PROJECT_ID: string
  readonly VITE_PORTICO_RPC_31337: string
  readonly VITE_PORTICO_RPC_31338: string
  /** WETH9 on the devnet: `deposit()` mints what it is sent. */
  readonly VITE_PORTICO_MINT_TOKEN: `0x${string}`
  readonly VITE_PORTICO_API_URL: string
  readonly VITE_PORTICO_RELAY_URL: string
  readonly VITE_PORTICO_SECURE_SITE_URL: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
