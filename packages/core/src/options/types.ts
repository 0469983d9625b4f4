import type { CaipNetwork, CaipNetworkId } from '@portico/common'
import type { ChainAdapter } from '../adapters/ChainAdapter.ts'
import type { ThemeMode, ThemeVariables } from '../theme/themeStore.ts'
import type { Features, FeaturesOptions } from './features.ts'

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
  /**
   * Networks the app supports; the first is the default unless `defaultNetwork` is given. AppKit's network
   * objects (`@portico/networks`) fit as they are.
   */
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
  features?: FeaturesOptions | undefined
  /** Chain adapters; when omitted, core's built-in EIP-6963 connection serves eip155. */
  adapters?: readonly ChainAdapter[] | undefined
  /** AppKit's SIWE client: used through its `mapToSIWX()`; cannot be set together with `siwx` (§5). */
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
  /**
   * Account type per namespace the embedded wallet is asked for at login (§6 defaults: eip155 `smartAccount`,
   * solana and polkadot `eoa`, bip122 `payment`). Portico's embedded wallet makes EOAs only: a `smartAccount`
   * preference is passed on and reported, and the account stays an EOA (`debug` says so).
   */
  defaultAccountTypes?: Partial<DefaultAccountTypes> | undefined
  /** `false` hides every wallet (installed, WalletConnect, registry): email and social logins only. Default `true`. */
  enableWallets?: boolean | undefined
  /** AppKit's older name for `enableWallets`. */
  showWallets?: boolean | undefined
  /**
   * `false` removes WalletConnect: no QR code, no registry or custom wallets (they connect over WalletConnect),
   * no All wallets entry. Default `true`.
   */
  enableWalletConnect?: boolean | undefined
  /** `false` lists no installed (injected) wallets on the Connect view. Default `true`. */
  enableInjected?: boolean | undefined
  /** `false` stops discovering wallets through EIP-6963 announcements. Default `true`. */
  enableEIP6963?: boolean | undefined
  /**
   * Accepted for AppKit compatibility, without effect: Portico bundles no Coinbase SDK; Coinbase Wallet connects
   * like any other installed wallet or over WalletConnect.
   */
  enableCoinbase?: boolean | undefined
  /** Accepted for AppKit compatibility, without effect (see `enableCoinbase`). */
  coinbasePreference?: 'all' | 'smartWalletOnly' | 'eoaOnly' | undefined
  /** `false` hides the Connect view's "Haven't got a wallet? Get started" line. Default `true`. */
  enableWalletGuide?: boolean | undefined
  /** `false` leaves the wallet of the last visit disconnected on load (§4 reconnection off). Default `true`. */
  enableReconnect?: boolean | undefined
  /**
   * `false` lets the person see the networks but not switch them in the modal, and never opens UnsupportedChain;
   * the app can still call `switchNetwork`. Default `true`.
   */
  enableNetworkSwitch?: boolean | undefined
  /** Whether the embedded wallet's secure site logs to its console. Default `false` (AppKit: `true`). */
  enableAuthLogger?: boolean | undefined
  /** Renders the modal full screen on phones. Default `false`. */
  enableMobileFullScreen?: boolean | undefined
  /** Accepted for AppKit compatibility, without effect: wallets open through the links the registry gives. */
  experimental_preferUniversalLinks?: boolean | undefined
  /** `SHOW` (default), `HIDE`, or `ONLY_MOBILE`: whether the Connect view has an All wallets entry. */
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE' | undefined
  /** Network images by chain id (`1`) or CAIP-2 id (`eip155:1`), replacing the built-in ones. */
  chainImages?: Readonly<Record<number | string, string>> | undefined
  /** Connector images by connector id or rdns (`io.metamask`, `walletConnect`), replacing the wallet's own. */
  connectorImages?: Readonly<Record<string, string>> | undefined
  /**
   * RPC URLs by CAIP-2 network id; the first replaces the network's default RPC everywhere Portico and its
   * adapters read it (balances through the adapter, adding the chain to a wallet, WalletConnect reads).
   */
  customRpcUrls?: Readonly<Record<CaipNetworkId, readonly CustomRpcUrl[]>> | undefined
  /**
   * `true`: the app runs WalletConnect pairing itself; the QR code view shows the URI the app passes to
   * `open({ uri })` and starts no pairing of its own. Default `false`.
   */
  manualWCControl?: boolean | undefined
  /** Logs developer notices, e.g. for options that have no effect in Portico. Default `false`. */
  debug?: boolean | undefined
  /** Accepted for AppKit compatibility, without effect: balances come from the Portico API (§7). */
  tokens?: Readonly<Record<CaipNetworkId, { address: string; image?: string | undefined }>> | undefined
  /** Accepted for AppKit compatibility, without effect: Portico runs its own WalletConnect client (`endpoints.relay`). */
  universalProvider?: unknown
  /** Accepted for AppKit compatibility, without effect (see `universalProvider`). */
  universalProviderConfigOverride?: Readonly<Record<string, unknown>> | undefined
}

/** §6 account types per namespace (AppKit's `defaultAccountTypes`). */
export interface DefaultAccountTypes {
  eip155: 'eoa' | 'smartAccount'
  solana: 'eoa'
  bip122: 'payment' | 'ordinal' | 'stx'
  polkadot: 'eoa'
}

/** One entry of `customRpcUrls`. */
export interface CustomRpcUrl {
  /** HTTP(S) RPC URL. */
  url: string
  /** AppKit's transport settings; accepted and not used (Portico's own retry and timeout rules apply, §9). */
  config?: unknown
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
  /**
   * The view that asks for sign-in: 'ConnectingSiwe' when `siwx` came from AppKit's `siweConfig` (AppKit shows
   * its SIWE view there), otherwise 'SIWXSignMessage'.
   */
  signInView: 'SIWXSignMessage' | 'ConnectingSiwe'
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
  defaultAccountTypes: DefaultAccountTypes
  /** `enableWallets` (or `showWallets`) resolved. */
  enableWallets: boolean
  enableWalletConnect: boolean
  enableInjected: boolean
  enableEIP6963: boolean
  enableWalletGuide: boolean
  enableReconnect: boolean
  enableNetworkSwitch: boolean
  enableAuthLogger: boolean
  enableMobileFullScreen: boolean
  allWallets: 'SHOW' | 'HIDE' | 'ONLY_MOBILE'
  chainImages: Readonly<Record<string, string>>
  connectorImages: Readonly<Record<string, string>>
  manualWCControl: boolean
  debug: boolean
}
