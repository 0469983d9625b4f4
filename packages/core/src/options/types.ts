import type { CaipNetwork, CaipNetworkId } from '@portico/common'
import type { ChainAdapter } from '../adapters/ChainAdapter.ts'
import type { ThemeMode, ThemeVariables } from '../theme/themeStore.ts'
import type { Features } from './features.ts'

/** What a wallet is asked to sign in to (AppKit's SIWX message input). */
export interface SiwxMessageInput {
  /** Address signing in. */
  accountAddress: string
  /** CAIP-2 id of the network. */
  chainId: CaipNetworkId
}

/** A message to sign: its fields and its text. */
export interface SiwxMessage extends SiwxMessageInput {
  /** The exact text the wallet signs. */
  toString(): string
}

/** A stored sign-in (§3 Sign-in session: data, message, signature). */
export interface SiwxConfigSession {
  data: SiwxMessageInput & Record<string, unknown>
  message: string
  signature: string
}

/**
 * The generic sign-in (SIWX) option, AppKit-compatible: the app (or `createDefaultSiwx`) creates messages and
 * keeps sessions; core runs the §4 flow.
 *
 * @example
 * createAppKit({ ..., siwx: createDefaultSiwx({ domain: location.host, uri: location.origin }) })
 */
export interface SiwxConfig {
  /** §2: when true, the modal cannot be closed until the connected address has a session. */
  required?: boolean | undefined
  /** AppKit's way to say the same as `required`. */
  getRequired?: (() => boolean) | undefined
  /** Builds the message for the account to sign. */
  createMessage?: ((input: SiwxMessageInput) => Promise<SiwxMessage>) | undefined
  /** Stores a signed session. */
  addSession?: ((session: SiwxConfigSession) => Promise<void>) | undefined
  /** Sessions of an account on a network. */
  getSessions?: ((chainId: CaipNetworkId, address: string) => Promise<SiwxConfigSession[]>) | undefined
  /** Removes the sessions of an account on a network. */
  revokeSession?: ((chainId: CaipNetworkId, address: string) => Promise<void>) | undefined
  /** Replaces every session. */
  setSessions?: ((sessions: SiwxConfigSession[]) => Promise<void>) | undefined
}

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
  /**
   * WebSocket URL of the WalletConnect relay (`services/relay`) remote wallets pair through. Default
   * `ws://127.0.0.1:8788`, where `npm start` runs it.
   */
  relay?: string | undefined
  /**
   * Base URL of the embedded wallet's secure site (`services/secure-site`), loaded in a hidden iframe for email
   * and social logins. Default `http://127.0.0.1:8789`, where `npm start` runs it. It must be another origin
   * than the app's.
   */
  secureSite?: string | undefined
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
  /** AppKit's theme variables (accent, font, radius, z-index…). */
  themeVariables?: ThemeVariables | undefined
  /** Where the self-hosted Portico services run. */
  endpoints?: PorticoEndpoints | undefined
  /** §1 features and §9 orders; unset ones take the defaults. */
  features?: Partial<Features> | undefined
  /** Chain adapters; when omitted, core's built-in EIP-6963 connection serves eip155. */
  adapters?: readonly ChainAdapter[] | undefined
  /** Ethereum sign-in config; cannot be set together with `siwx` (§5). */
  siweConfig?: object | undefined
  /** Generic sign-in option. */
  siwx?: SiwxConfig | undefined
  /** Embedded mode: the modal is part of the page and closing resets its view (§2). */
  enableEmbedded?: boolean | undefined
  /** §4: when true, a wallet on a network the app does not list stays connected without the UnsupportedChain view. */
  allowUnsupportedChain?: boolean | undefined
  /** Basic mode (connection only); §4: it never opens the UnsupportedChain view either. */
  basic?: boolean | undefined
  /** §2: keeps the modal out of `document.body`; the app renders `<appkit-modal>` where it wants it. */
  disableAppend?: boolean | undefined
  /** Wallet ids (64 hex) shown first on the Connect view, in this order (§9: featured = id count). */
  featuredWalletIds?: readonly string[] | undefined
  /** Only these wallets are listed in All wallets. */
  includeWalletIds?: readonly string[] | undefined
  /** These wallets are never listed. */
  excludeWalletIds?: readonly string[] | undefined
  /** Wallets the registry does not know, listed in the Connect view's custom group. */
  customWallets?: readonly CustomWallet[] | undefined
  /** Terms of service link shown by the legal notice (and the legal checkbox). */
  termsConditionsUrl?: string | undefined
  /** Privacy policy link shown by the legal notice (and the legal checkbox). */
  privacyPolicyUrl?: string | undefined
}

/** A wallet the app adds to the Connect view (AppKit's `customWallets` entry). */
export interface CustomWallet {
  /** Unique id. */
  id: string
  /** Name shown. */
  name: string
  /** Wallet's website. */
  homepage?: string | undefined
  /** Icon URL. */
  image_url?: string | undefined
  /** Deep link opened on phones (`scheme://`). */
  mobile_link?: string | undefined
  /** Link opened by a desktop app. */
  desktop_link?: string | undefined
  /** Web wallet URL. */
  webapp_link?: string | undefined
}

/** Options after validation, with defaults filled in. */
export interface ResolvedAppKitOptions {
  projectId: string
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  defaultNetwork: CaipNetwork
  metadata: AppMetadata | undefined
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  endpoints: { api: string; relay: string; secureSite: string }
  features: Features
  /** Adapters given; `undefined` when omitted (core's built-in connection is used). */
  adapters: readonly ChainAdapter[] | undefined
  siwx: SiwxConfig | undefined
  enableEmbedded: boolean
  allowUnsupportedChain: boolean
  basic: boolean
  disableAppend: boolean
  featuredWalletIds: readonly string[]
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  customWallets: readonly CustomWallet[]
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
}
