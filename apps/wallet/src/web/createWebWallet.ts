import type { DevnetChainId } from '@portico/devnet/manifest'
import type { SignClientTypes } from '@walletconnect/types'
import { disconnectSession } from './disconnectSession.ts'
import { pairWithDapp } from './pairWithDapp.ts'
import { approveProposal, rejectProposal } from './proposalActions.ts'
import { approveRequest, rejectRequest } from './requestActions.ts'
import { selectAccount } from './selectAccount.ts'
import { selectChain } from './selectChain.ts'
import type { SignClientStorage } from './startSignClient.ts'
import { startWebWallet } from './startWebWallet.ts'
import { createWebWalletContext } from './webWalletContext.ts'
import type { WalletPreferences, WebWalletState } from './webWalletState.ts'

export { activityText } from './activityText.ts'

/** Parameters of {@link createWebWallet}. */
export interface CreateWebWalletParameters {
  /** WebSocket URL of the relay. */
  relayUrl: string
  /** Project id sent to the relay. */
  projectId: string
  /** JSON-RPC URL of each devnet chain, where transactions go. */
  rpcUrls: Readonly<Record<DevnetChainId, string>>
  /** Where the sign client keeps keys and sessions; its own (IndexedDB in a browser) when omitted. */
  storage?: SignClientStorage
  /** Separates this wallet's storage from other clients'; default `portico-web-wallet`. */
  storagePrefix?: string
  /** How the wallet introduces itself; default "Portico Web Wallet" at `pageUrl`. */
  metadata?: SignClientTypes.Metadata
  /** The page's URL: its host is the only one dapp icons may come from. Default `location.href`. */
  pageUrl?: string
  /** Choices of an earlier visit. */
  preferences?: Partial<WalletPreferences>
  /** Called whenever the person changes account, network or auto-approval, to keep them for the next visit. */
  onPreferencesChange?: (preferences: WalletPreferences) => void
}

/** The web wallet: its state for the page, and what the page's buttons do. */
export interface WebWallet {
  /** The current state; a new object after every change. */
  getState(): WebWalletState
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Connects to the relay and restores sessions; resolves when ready (or failed: see `phase`). */
  start(): Promise<void>
  /** Pairs with a dapp from its `wc:` URI; throws `PairingUriError` with a sentence for the person. */
  pair(uri: string): Promise<void>
  /** Approves a connection proposal with the selected account on every devnet chain the dapp asked for. */
  approveProposal(id: number): Promise<void>
  /** Rejects a connection proposal. */
  rejectProposal(id: number): Promise<void>
  /** Carries out a pending request and sends the result to the dapp. */
  approveRequest(id: number): Promise<void>
  /** Answers a pending request with EIP-1193 error 4001. */
  rejectRequest(id: number): Promise<void>
  /** Ends a session; the dapp is told. */
  disconnect(topic: string): Promise<void>
  /** Selects a devnet account and tells every dapp (`accountsChanged`). */
  selectAccount(index: number): Promise<void>
  /** Selects a devnet chain and tells every dapp that approved it (`chainChanged`). */
  selectChain(chainId: DevnetChainId): Promise<void>
  /** Whether network switches to an approved chain are answered without asking. */
  setAutoApproveSwitch(enabled: boolean): void
  /** Closes the relay connection. */
  close(): Promise<void>
}

/**
 * Creates the WalletConnect web wallet: a framework-free store over `@walletconnect/sign-client` that holds the
 * devnet's well-known keys, pairs with dapps through the relay, and answers their requests with viem. The
 * React page renders its state; tests drive it directly.
 *
 * @example
 * const wallet = createWebWallet({ relayUrl: 'ws://127.0.0.1:8788', projectId: 'portico-demo', rpcUrls })
 * await wallet.start()
 * await wallet.pair('wc:…')
 */
export function createWebWallet(parameters: CreateWebWalletParameters): WebWallet {
  const pageUrl = parameters.pageUrl ?? globalThis.location?.href ?? 'http://127.0.0.1/'
  const metadata = parameters.metadata ?? {
    name: 'Portico Web Wallet',
    description: 'The Portico reference WalletConnect wallet for the local devnet',
    url: new URL(pageUrl).origin,
    icons: [],
  }
  const context = createWebWalletContext({
    pageHost: new URL(pageUrl).hostname,
    rpcUrls: parameters.rpcUrls,
    preferences: parameters.preferences,
    onPreferencesChange: parameters.onPreferencesChange,
  })
  let startPromise: Promise<void> | undefined

  return {
    getState: () => context.state,
    subscribe: (listener) => context.subscribe(listener),
    start() {
      startPromise ??= startWebWallet(context, {
        relayUrl: parameters.relayUrl,
        projectId: parameters.projectId,
        metadata,
        storage: parameters.storage,
        storagePrefix: parameters.storagePrefix ?? 'portico-web-wallet',
      })
      return startPromise
    },
    pair: (uri) => pairWithDapp(context, uri),
    approveProposal: (id) => approveProposal(context, id),
    rejectProposal: (id) => rejectProposal(context, id),
    approveRequest: (id) => approveRequest(context, id),
    rejectRequest: (id) => rejectRequest(context, id),
    disconnect: (topic) => disconnectSession(context, topic),
    selectAccount: (index) => selectAccount(context, index),
    selectChain: (chainId) => selectChain(context, chainId),
    setAutoApproveSwitch(enabled) {
      context.setState({ autoApproveSwitch: enabled })
      context.savePreferences()
    },
    async close() {
      await context.client?.core.relayer.transportClose()
    },
  }
}
