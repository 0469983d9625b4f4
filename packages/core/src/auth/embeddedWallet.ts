import type { EIP1193Provider } from 'viem'

/** Connector id of the embedded wallet (AppKit's id for its auth connector), stored per namespace (§3). */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

/** §5 social logins the embedded wallet runs through the secure site (farcaster has its own flow). */
export type EmbeddedSocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

/** An account of the embedded wallet (§3 allAccounts). */
export interface EmbeddedAccount {
  address: string
  type: 'eoa' | 'smartAccount'
  namespace: 'eip155' | 'solana'
}

/** §3 Embedded user payload, as the secure site reports it (GET_USER, CONNECT_OTP, CONNECT_SOCIAL). */
export interface EmbeddedUser {
  email: string | null
  /** The account on `chainId`'s namespace. */
  address: string
  /** CAIP-2 id (`eip155:31337`) or a bare EVM chain id. */
  chainId: string | number
  accounts: readonly EmbeddedAccount[]
  smartAccountDeployed: boolean
  preferredAccountType: 'eoa' | 'smartAccount'
  /** The social account's user name. */
  userName: string | null
  /** `email`, the social provider, or `farcaster` (Sign In With Farcaster, ADR 0022). */
  authProvider: 'email' | EmbeddedSocialProvider | 'farcaster'
}

/**
 * The embedded wallet's requests as core uses them (§7 app events), each with its payload and the success
 * payload it resolves to. `@portico/embedded` checks both sides against the frame protocol's schemas.
 */
export interface EmbeddedWalletRequests {
  CONNECT_EMAIL: [{ email: string }, { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }]
  CONNECT_DEVICE: [undefined, { approved: boolean }]
  CONNECT_OTP: [{ otp: string }, EmbeddedUser]
  CONNECT_SOCIAL: [{ uri: string; chainId?: string | number }, EmbeddedUser]
  GET_SOCIAL_REDIRECT_URI: [
    { provider: EmbeddedSocialProvider; mode?: 'popup' | 'redirect'; returnTo?: string },
    { uri: string },
  ]
  /** ADR 0022: the Farcaster relay channel's connect URL. */
  GET_FARCASTER_URI: [undefined, { url: string }]
  /** ADR 0022: `pending` until the person approved in their Farcaster wallet (each request waits up to 20 s). */
  CONNECT_FARCASTER: [undefined, { status: 'pending' } | { status: 'completed'; userName: string }]
  IS_CONNECTED: [undefined, { isConnected: boolean }]
  GET_USER: [{ chainId?: string | number } | undefined, EmbeddedUser]
  SIGN_OUT: [undefined, Record<string, never>]
  SWITCH_NETWORK: [{ chainId: string | number }, { chainId: string | number }]
  UPDATE_EMAIL: [{ email: string }, { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }]
  UPDATE_EMAIL_PRIMARY_OTP: [{ otp: string }, { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }]
  UPDATE_EMAIL_SECONDARY_OTP: [{ otp: string }, { email: string }]
  RELOAD: [undefined, Record<string, never>]
  /** The app's name, URL and icons, which the secure site shows on its approval screen. */
  SYNC_DAPP_DATA: [
    {
      projectId: string
      sdkVersion: string
      sdkType?: string
      metadata?: { name: string; description?: string; url: string; icons?: string[] }
    },
    Record<string, never>,
  ]
  /** The modal's theme, which the approval screen follows. */
  SYNC_THEME: [{ themeMode?: 'light' | 'dark' }, Record<string, never>]
}

/** A request name core sends to the embedded wallet. */
export type EmbeddedWalletRequestName = keyof EmbeddedWalletRequests

/** What the frame says on its own (§4: NOT_CONNECTED clears the address). */
export type EmbeddedWalletNotice =
  | { type: 'NOT_CONNECTED' }
  | { type: 'ACCOUNTS_CHANGED'; accounts: readonly string[] }
  | { type: 'CHAIN_CHANGED'; chainId: string | number }

/** Returned by {@link EmbeddedWalletConfig.onApprovalRequest}: told how the request ended. */
export interface EmbeddedApproval {
  /** The request settled: approved and done (`true`) or declined / failed / aborted (`false`). */
  settle(ok: boolean): void
}

/** What the loader is given to build the embedded wallet. */
export interface EmbeddedWalletConfig {
  /** Base URL of the secure site, e.g. `http://127.0.0.1:8789`. */
  secureSiteUrl: string
  projectId: string
  /** CAIP-2 id of the chain the wallet starts on. */
  chainId: string
  /** SDK version, passed to the frame. */
  version: string
  enableLogger: boolean
  /**
   * §6: called before a non-safe RPC request goes to the frame, so core opens the ApproveTransaction view
   * (over which the frame shows its own approval screen).
   */
  onApprovalRequest(method: string): EmbeddedApproval
}

/**
 * The embedded wallet on the host page: the secure site's hidden iframe and its messaging (§7). Core never
 * imports the implementation (`@portico/embedded`); a UI package hands it a loader.
 */
export interface EmbeddedWallet {
  /**
   * Sends an app event and resolves to its success payload. Connect-type requests time out after 30 s (§9).
   *
   * @throws {FrameError} with the frame's message, or 'An error occurred' (§8).
   * @throws {RequestAbortedError} when {@link EmbeddedWallet.abortOpenRequests} ran first.
   */
  request<Name extends EmbeddedWalletRequestName>(
    name: Name,
    payload: EmbeddedWalletRequests[Name][0],
  ): Promise<EmbeddedWalletRequests[Name][1]>
  /** EIP-1193 provider of the eip155 account; unsafe methods call `onApprovalRequest` first. */
  provider: EIP1193Provider
  /**
   * Waits for the social login popup (or a redirect-mode login, without `popup`) to come back, resolving to
   * the `result_uri` to pass on in CONNECT_SOCIAL.
   *
   * @throws {RequestAbortedError} when the person closed the popup or `signal` aborted.
   * @throws {FrameError} when the provider reported an error.
   */
  waitForSocialResult(parameters: {
    popup?: { readonly closed: boolean } | undefined
    signal?: AbortSignal | undefined
  }): Promise<string>
  /** §8: rejects every open request with 'Request was aborted' (the modal closed). */
  abortOpenRequests(): void
  /** Calls `listener` with every notice of the frame; returns the unsubscribe. */
  onNotice(listener: (notice: EmbeddedWalletNotice) => void): () => void
  /** Shows the iframe over `element` (fixed position on its bounding box, following resizes). */
  showOver(element: Element): void
  /** Hides the iframe again. */
  hide(): void
  /** Removes the iframe and its listeners. */
  destroy(): void
}

/** Loads `@portico/embedded` and creates the wallet (a dynamic import keeps it off the host page). */
export type EmbeddedWalletLoader = (config: EmbeddedWalletConfig) => Promise<EmbeddedWallet>
