import type { DevnetChainId } from '@portico/devnet/manifest'
import type SignClient from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { activityText } from './activityText.ts'
import { PairingUriError } from './parsePairingUri.ts'
import { dappInfoOf, toConnectedSession } from './sessionView.ts'
import { isDevnetChainId, walletAccounts, walletChainIds } from './walletAccounts.ts'
import type { ActivityEntry, WalletPreferences, WebWalletState } from './webWalletState.ts'

const ACTIVITY_LIMIT = 50

/** Parameters of {@link createWebWalletContext}. */
export interface CreateWebWalletContextParameters {
  /** The page's host: the only one dapp icons may come from. */
  pageHost: string
  /** JSON-RPC URL of each devnet chain, where transactions go. */
  rpcUrls: Readonly<Record<DevnetChainId, string>>
  /** Choices of an earlier visit. */
  preferences?: Partial<WalletPreferences> | undefined
  /** Called whenever the person changes account, network or auto-approval. */
  onPreferencesChange?: ((preferences: WalletPreferences) => void) | undefined
}

/** What every part of the web wallet shares: its state, its sign client, and the log. */
export interface WebWalletContext {
  /** The page's host: the only one dapp icons may come from. */
  readonly pageHost: string
  /** JSON-RPC URL of each devnet chain, where transactions go. */
  readonly rpcUrls: Readonly<Record<DevnetChainId, string>>
  /** The current state; a new object after every change. */
  readonly state: WebWalletState
  /** The sign client, once started. */
  client: SignClient | undefined
  /** Merges `patch` into the state and calls every listener. */
  setState(patch: Partial<WebWalletState>): void
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Adds a line to the activity log, keeping the newest 50. */
  log(text: string, tone?: ActivityEntry['tone']): void
  /** Hands the current preferences to `onPreferencesChange`. */
  savePreferences(): void
  /** The sign client; throws {@link PairingUriError} while the wallet is not ready. */
  requireClient(): SignClient
  /** Reads the live sessions from the client and drops requests of sessions that are gone. */
  refreshSessions(): void
  /** The client's session with `topic`, if it has one. */
  findSession(topic: string): SessionTypes.Struct | undefined
  /** The name of the dapp on a session, for the log. */
  dappNameOf(topic: string): string
  /** Drops a pending request. */
  removeRequest(id: number): void
}

/**
 * Creates the web wallet's shared store: the state from earlier preferences, its listeners, and the helpers
 * every action uses to change it.
 *
 * @example
 * const context = createWebWalletContext({ pageHost: 'localhost', rpcUrls })
 * context.log(activityText.ready)
 */
export function createWebWalletContext(parameters: CreateWebWalletContextParameters): WebWalletContext {
  const { pageHost } = parameters
  const initialIndex = parameters.preferences?.accountIndex ?? 0
  const accountIndex = walletAccounts[initialIndex] ? initialIndex : 0
  const preferredChain = parameters.preferences?.chainId
  let state: WebWalletState = {
    phase: 'starting',
    accountIndex,
    address: walletAccounts[accountIndex]!.address,
    chainId: isDevnetChainId(preferredChain) ? preferredChain : walletChainIds[0]!,
    autoApproveSwitch: parameters.preferences?.autoApproveSwitch ?? true,
    proposals: [],
    sessions: [],
    requests: [],
    activity: [],
  }
  const listeners = new Set<() => void>()
  let nextActivityId = 1

  const context: WebWalletContext = {
    pageHost,
    rpcUrls: parameters.rpcUrls,
    get state() {
      return state
    },
    client: undefined,
    setState(patch) {
      state = { ...state, ...patch }
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    log(text, tone = 'info') {
      const entry = { id: nextActivityId++, at: Date.now(), text, tone }
      context.setState({ activity: [...state.activity, entry].slice(-ACTIVITY_LIMIT) })
    },
    savePreferences() {
      parameters.onPreferencesChange?.({
        accountIndex: state.accountIndex,
        chainId: state.chainId,
        autoApproveSwitch: state.autoApproveSwitch,
      })
    },
    requireClient() {
      if (!context.client || state.phase !== 'ready') throw new PairingUriError(activityText.notReady)
      return context.client
    },
    refreshSessions() {
      if (!context.client) return
      const now = Date.now()
      const sessions = context.client.session
        .getAll()
        .filter((session) => session.expiry * 1000 > now)
        .map((session) => toConnectedSession(session, pageHost))
      const topics = new Set(sessions.map((s) => s.topic))
      context.setState({ sessions, requests: state.requests.filter((r) => topics.has(r.topic)) })
    },
    findSession(topic) {
      return context.client?.session.getAll().find((session) => session.topic === topic)
    },
    dappNameOf(topic) {
      return (
        state.sessions.find((s) => s.topic === topic)?.dapp.name ??
        dappInfoOf(context.findSession(topic)?.peer.metadata, pageHost).name
      )
    },
    removeRequest(id) {
      context.setState({ requests: state.requests.filter((r) => r.id !== id) })
    },
  }
  return context
}
