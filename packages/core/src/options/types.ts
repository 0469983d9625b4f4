import type { CaipNetwork } from '@portico/common'
import type { ThemeMode } from '../theme/themeStore.ts'

/** What the host app tells wallets about itself (shown in wallet prompts). */
export interface AppMetadata {
  /** App name. */
  name: string
  /** One sentence about the app. */
  description: string
  /** The app's origin, e.g. `location.origin`. */
  url: string
  /** Icon URLs; served by the app itself, never by an outside host. */
  icons: string[]
}

/** Where the self-hosted Portico services answer. */
export interface PorticoEndpoints {
  /**
   * Base URL of the Portico API service (`services/api`: balances, identity, swaps…). Default
   * `http://127.0.0.1:8787`, where `npm start` runs it; point it at your own deployment in production.
   */
  api?: string | undefined
}

/**
 * Options of `createAppKit` (AppKit-compatible names, plus Portico's `endpoints`).
 *
 * @example
 * const options: AppKitOptions = {
 *   projectId: 'demo',
 *   networks: [porticoDevnet],
 *   metadata: { name: 'Demo', description: 'Demo app', url: location.origin, icons: [] },
 *   endpoints: { api: 'http://127.0.0.1:8787' },
 * }
 */
export interface AppKitOptions {
  /** Project id sent with every API call; required (§5). */
  projectId: string
  /** Networks the app supports; the first is the default unless `defaultNetwork` is given. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  /** Network active before a wallet connects; one of `networks`. */
  defaultNetwork?: CaipNetwork | undefined
  /** The host app's description for wallets. */
  metadata?: AppMetadata | undefined
  /** `dark` (default, §9) or `light`. */
  themeMode?: ThemeMode | undefined
  /** Where the self-hosted Portico services run. */
  endpoints?: PorticoEndpoints | undefined
}

/** Options after validation, with defaults filled in. */
export interface ResolvedAppKitOptions {
  projectId: string
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  defaultNetwork: CaipNetwork
  metadata: AppMetadata | undefined
  themeMode: ThemeMode
  endpoints: { api: string }
}
