import { devnetAccounts, devnetChains, type DevnetChainId } from '@portico/devnet/manifest'
import type SignClient from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { isAddressEqual } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { answerSessionRequest } from './answerSessionRequest.ts'
import { buildApprovedNamespaces, readRequestedNamespaces } from './buildApprovedNamespaces.ts'
import { chainLabel, describeSessionRequest } from './describeSessionRequest.ts'
import { jsonRpcError, jsonRpcResult, userRejected } from './jsonRpcResponse.ts'
import { explainPairingError, PairingUriError, parsePairingUri } from './parsePairingUri.ts'
import {
  dappInfoOf,
  namespacesWithAddress,
  sessionAddresses,
  sessionChainIds,
  toConnectedSession,
} from './sessionView.ts'
import { startSignClient, type SignClientStorage } from './startSignClient.ts'
import { methodsNeedingApproval } from './walletMethods.ts'
import type { ActivityEntry, PendingRequest, WalletPreferences, WebWalletState } from './webWalletState.ts'

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
  /** Pairs with a dapp from its `wc:` URI; throws {@link PairingUriError} with a sentence for the person. */
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

/** The activity log's sentences, in one place. */
export const activityText = {
  starting: (relayUrl: string) => `Connecting to the relay at ${relayUrl}…`,
  ready: 'Ready. Paste a WalletConnect URI or scan a QR code image to connect to a dapp.',
  failed: (relayUrl: string, reason: string) => `Could not connect to the relay at ${relayUrl}: ${reason}`,
  notReady: 'The wallet is not connected to the relay yet.',
  paired: 'Paired. Waiting for the dapp to ask to connect…',
  proposal: (dapp: string) => `${dapp} asks to connect.`,
  proposalExpired: (dapp: string) => `The connection request of ${dapp} expired.`,
  approved: (dapp: string) => `Connected to ${dapp}.`,
  rejected: (dapp: string) => `Rejected the connection request of ${dapp}.`,
  request: (dapp: string, what: string) => `${dapp} asks: ${what}.`,
  answered: (dapp: string, what: string) => `Answered ${dapp}: ${what}.`,
  sent: (dapp: string, hash: string) => `Sent the transaction of ${dapp}: ${hash}.`,
  requestFailed: (dapp: string, what: string, reason: string) => `${what} for ${dapp} failed: ${reason}`,
  requestRejected: (dapp: string, what: string) => `Rejected "${what}" from ${dapp}.`,
  requestExpired: (dapp: string) => `A request from ${dapp} expired.`,
  disconnected: (dapp: string) => `Disconnected from ${dapp}.`,
  dappDisconnected: (dapp: string) => `${dapp} disconnected.`,
  sessionExpired: (dapp: string) => `The session with ${dapp} expired.`,
  account: (index: number, address: string) => `Switched to account ${index} (${address}).`,
  chain: (chainId: number) => `Switched to ${chainLabel(chainId)}.`,
  chainNotApproved: (dapp: string, chainId: number) =>
    `${dapp} did not ask for ${chainLabel(chainId)}, so it stays on its network.`,
  told: (dapp: string, event: string) => `Told ${dapp}: ${event}.`,
  failedToTell: (dapp: string, event: string, reason: string) => `Could not tell ${dapp} ${event}: ${reason}`,
  error: (reason: string) => `Error: ${reason}`,
} as const

// Ten accounts is few enough to derive every key up front.
const walletAccounts: readonly PrivateKeyAccount[] = devnetAccounts.map((account) =>
  privateKeyToAccount(account.privateKey),
)
const chainIds = devnetChains.map((chain) => chain.id)
const ACTIVITY_LIMIT = 50

const reasonOf = (error: unknown) =>
  String(
    (error as { shortMessage?: unknown })?.shortMessage ?? (error instanceof Error ? error.message : error),
  )
const isDevnetChainId = (id: unknown): id is DevnetChainId => chainIds.includes(id as DevnetChainId)

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
  const pageHost = new URL(pageUrl).hostname
  const metadata = parameters.metadata ?? {
    name: 'Portico Web Wallet',
    description: 'The Portico reference WalletConnect wallet for the local devnet',
    url: new URL(pageUrl).origin,
    icons: [],
  }
  const initialIndex = parameters.preferences?.accountIndex ?? 0
  const accountIndex = walletAccounts[initialIndex] ? initialIndex : 0
  const preferredChain = parameters.preferences?.chainId
  let state: WebWalletState = {
    phase: 'starting',
    accountIndex,
    address: walletAccounts[accountIndex]!.address,
    chainId: isDevnetChainId(preferredChain) ? preferredChain : chainIds[0]!,
    autoApproveSwitch: parameters.preferences?.autoApproveSwitch ?? true,
    proposals: [],
    sessions: [],
    requests: [],
    activity: [],
  }
  const listeners = new Set<() => void>()
  let client: SignClient | undefined
  let nextActivityId = 1
  let startPromise: Promise<void> | undefined

  function setState(patch: Partial<WebWalletState>) {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }

  function log(text: string, tone: ActivityEntry['tone'] = 'info') {
    const entry = { id: nextActivityId++, at: Date.now(), text, tone }
    setState({ activity: [...state.activity, entry].slice(-ACTIVITY_LIMIT) })
  }

  function savePreferences() {
    parameters.onPreferencesChange?.({
      accountIndex: state.accountIndex,
      chainId: state.chainId,
      autoApproveSwitch: state.autoApproveSwitch,
    })
  }

  function requireClient(): SignClient {
    if (!client || state.phase !== 'ready') throw new PairingUriError(activityText.notReady)
    return client
  }

  function refreshSessions() {
    if (!client) return
    const now = Date.now()
    const sessions = client.session
      .getAll()
      .filter((session) => session.expiry * 1000 > now)
      .map((session) => toConnectedSession(session, pageHost))
    const topics = new Set(sessions.map((s) => s.topic))
    setState({ sessions, requests: state.requests.filter((r) => topics.has(r.topic)) })
  }

  function findSession(topic: string): SessionTypes.Struct | undefined {
    return client?.session.getAll().find((session) => session.topic === topic)
  }

  const dappNameOf = (topic: string) =>
    state.sessions.find((s) => s.topic === topic)?.dapp.name ??
    dappInfoOf(findSession(topic)?.peer.metadata, pageHost).name

  /** The chain a session is told it is on: the wallet's, when the session approved it. */
  function chainFor(session: SessionTypes.Struct): number {
    const approved = sessionChainIds(session)
    return approved.includes(state.chainId) ? state.chainId : (approved[0] ?? state.chainId)
  }

  async function emitTo(
    session: SessionTypes.Struct,
    name: 'accountsChanged' | 'chainChanged',
    chainId: number,
  ) {
    const dapp = dappInfoOf(session.peer.metadata, pageHost).name
    const data = name === 'accountsChanged' ? [state.address] : chainId
    try {
      await client!.emit({ topic: session.topic, event: { name, data }, chainId: `eip155:${chainId}` })
      log(
        activityText.told(
          dapp,
          name === 'accountsChanged' ? `account ${state.address}` : chainLabel(chainId),
        ),
      )
    } catch (error) {
      log(activityText.failedToTell(dapp, name, reasonOf(error)), 'error')
    }
  }

  async function announceChain(chainId: number) {
    for (const session of client?.session.getAll() ?? []) {
      if (sessionChainIds(session).includes(chainId)) await emitTo(session, 'chainChanged', chainId)
      else log(activityText.chainNotApproved(dappInfoOf(session.peer.metadata, pageHost).name, chainId))
    }
  }

  function removeRequest(id: number) {
    setState({ requests: state.requests.filter((r) => r.id !== id) })
  }

  /** Works out the answer to a request and sends it; logs what happened. */
  async function answer(request: PendingRequest) {
    const session = findSession(request.topic)
    if (!client || !session) return removeRequest(request.id)
    const addresses = sessionAddresses(session)
    // The selected account answers requests that name no address, when the session has it.
    const ordered = [...addresses].sort(
      (a, b) => Number(isAddressEqual(b, state.address)) - Number(isAddressEqual(a, state.address)),
    )
    const accounts = ordered
      .map((address) => walletAccounts.find((account) => isAddressEqual(account.address, address)))
      .filter((account): account is PrivateKeyAccount => account !== undefined)
    const what = request.summary.title
    let switchTo: number | undefined
    let response
    try {
      const outcome = await answerSessionRequest({
        request: { method: request.method, params: request.params, chainId: request.chainId },
        accounts,
        sessionChainIds: sessionChainIds(session),
        rpcUrls: parameters.rpcUrls,
      })
      response = jsonRpcResult(request.id, outcome.result)
      switchTo = outcome.switchToChainId
    } catch (error) {
      response = jsonRpcError(request.id, error)
      log(activityText.requestFailed(request.dapp.name, what, reasonOf(error)), 'error')
    }
    try {
      await client.respond({ topic: request.topic, response })
      if ('result' in response) {
        const sent = request.method === 'eth_sendTransaction' && typeof response.result === 'string'
        log(
          sent
            ? activityText.sent(request.dapp.name, response.result as string)
            : activityText.answered(request.dapp.name, what),
          'success',
        )
      }
    } catch (error) {
      log(activityText.error(reasonOf(error)), 'error')
    }
    removeRequest(request.id)
    if (switchTo !== undefined && isDevnetChainId(switchTo)) {
      if (switchTo !== state.chainId) {
        setState({ chainId: switchTo })
        savePreferences()
        log(activityText.chain(switchTo))
      }
      // Respond first, then announce: the dapp learns the switch succeeded, then sees the new chain.
      await announceChain(switchTo)
    }
  }

  function onProposal({ id, params }: SignClientTypes.EventArguments['session_proposal']) {
    const dapp = dappInfoOf(params.proposer.metadata, pageHost)
    let problem: string | undefined
    let approvable: number[] = []
    try {
      const namespaces = buildApprovedNamespaces({ proposal: params, address: state.address, chainIds })
      approvable = (namespaces.eip155?.chains ?? []).map((chain) => Number(chain.split(':')[1]))
    } catch (error) {
      problem = reasonOf(error)
    }
    const proposal = {
      id,
      dapp,
      requested: readRequestedNamespaces(params),
      problem,
      chainIds: approvable,
      expiresAt: params.expiryTimestamp * 1000,
    }
    setState({ proposals: [...state.proposals.filter((p) => p.id !== id), proposal] })
    log(activityText.proposal(dapp.name))
  }

  function onRequest({ id, topic, params }: SignClientTypes.EventArguments['session_request']) {
    const session = findSession(topic)
    const request: PendingRequest = {
      id,
      topic,
      dapp: dappInfoOf(session?.peer.metadata, pageHost),
      method: params.request.method,
      params: params.request.params,
      chainId: params.chainId,
      summary: describeSessionRequest({ ...params.request, chainId: params.chainId }),
      busy: false,
    }
    const asks =
      methodsNeedingApproval.includes(request.method) ||
      (request.method === 'wallet_switchEthereumChain' && !state.autoApproveSwitch)
    if (asks) {
      setState({ requests: [...state.requests.filter((r) => r.id !== id), request] })
      log(activityText.request(request.dapp.name, request.summary.title))
    } else {
      void answer(request)
    }
  }

  function onSessionGone(topic: string, message: (dapp: string) => string) {
    const dapp = dappNameOf(topic)
    refreshSessions()
    setState({ requests: state.requests.filter((r) => r.topic !== topic) })
    log(message(dapp))
  }

  function listen(signClient: SignClient) {
    signClient.on('session_proposal', onProposal)
    signClient.on('session_request', onRequest)
    signClient.on('session_delete', ({ topic }) => onSessionGone(topic, activityText.dappDisconnected))
    signClient.on('session_expire', ({ topic }) => onSessionGone(topic, activityText.sessionExpired))
    signClient.on('proposal_expire', ({ id }) => {
      const proposal = state.proposals.find((p) => p.id === id)
      if (!proposal) return
      setState({ proposals: state.proposals.filter((p) => p.id !== id) })
      log(activityText.proposalExpired(proposal.dapp.name))
    })
    signClient.on('session_request_expire', ({ id }) => {
      const request = state.requests.find((r) => r.id === id)
      if (!request) return
      removeRequest(id)
      log(activityText.requestExpired(request.dapp.name))
    })
  }

  async function start() {
    log(activityText.starting(parameters.relayUrl))
    try {
      client = await startSignClient({
        relayUrl: parameters.relayUrl,
        projectId: parameters.projectId,
        metadata,
        storage: parameters.storage,
        storagePrefix: parameters.storagePrefix ?? 'portico-web-wallet',
      })
    } catch (error) {
      setState({ phase: 'failed' })
      log(activityText.failed(parameters.relayUrl, reasonOf(error)), 'error')
      return
    }
    listen(client)
    refreshSessions()
    // Proposals that arrived before a reload are still answerable until they expire.
    const now = Date.now()
    for (const proposal of client.proposal.getAll()) {
      if (proposal.expiryTimestamp * 1000 > now)
        onProposal({ id: proposal.id, params: proposal, verifyContext: {} as never })
    }
    setState({ phase: 'ready' })
    log(activityText.ready)
  }

  async function pair(uri: string) {
    const signClient = requireClient()
    try {
      const parsed = parsePairingUri(uri)
      await signClient.pair({ uri: parsed.uri })
      log(activityText.paired)
    } catch (error) {
      const message = explainPairingError(error)
      log(message, 'error')
      throw new PairingUriError(message)
    }
  }

  async function approveProposal(id: number) {
    const signClient = requireClient()
    const proposal = state.proposals.find((p) => p.id === id)
    if (!proposal) return
    try {
      const namespaces = buildApprovedNamespaces({
        proposal: signClient.proposal.get(id),
        address: state.address,
        chainIds,
        activeChainId: state.chainId,
      })
      await signClient.approve({ id, namespaces })
      setState({ proposals: state.proposals.filter((p) => p.id !== id) })
      refreshSessions()
      log(activityText.approved(proposal.dapp.name), 'success')
    } catch (error) {
      // A proposal the client no longer has (expired, answered elsewhere) cannot be approved again.
      if (!signClient.proposal.keys.includes(id))
        setState({ proposals: state.proposals.filter((p) => p.id !== id) })
      log(activityText.error(reasonOf(error)), 'error')
    }
  }

  async function rejectProposal(id: number) {
    const signClient = requireClient()
    const proposal = state.proposals.find((p) => p.id === id)
    if (!proposal) return
    setState({ proposals: state.proposals.filter((p) => p.id !== id) })
    try {
      await signClient.reject({ id, reason: getSdkError('USER_REJECTED') })
      log(activityText.rejected(proposal.dapp.name))
    } catch (error) {
      log(activityText.error(reasonOf(error)), 'error')
    }
  }

  async function approveRequest(id: number) {
    const request = state.requests.find((r) => r.id === id)
    if (!request || request.busy) return
    setState({ requests: state.requests.map((r) => (r.id === id ? { ...r, busy: true } : r)) })
    await answer(request)
  }

  async function rejectRequest(id: number) {
    const signClient = requireClient()
    const request = state.requests.find((r) => r.id === id)
    if (!request || request.busy) return
    removeRequest(id)
    try {
      await signClient.respond({ topic: request.topic, response: userRejected(id) })
      log(activityText.requestRejected(request.dapp.name, request.summary.title))
    } catch (error) {
      log(activityText.error(reasonOf(error)), 'error')
    }
  }

  async function disconnect(topic: string) {
    const signClient = requireClient()
    const dapp = dappNameOf(topic)
    try {
      await signClient.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
      log(activityText.disconnected(dapp))
    } catch (error) {
      log(activityText.error(reasonOf(error)), 'error')
    }
    refreshSessions()
  }

  async function selectAccount(index: number) {
    const account = walletAccounts[index]
    if (!account || index === state.accountIndex) return
    setState({ accountIndex: index, address: account.address })
    savePreferences()
    log(activityText.account(index, account.address))
    if (!client || state.phase !== 'ready') return
    for (const session of client.session.getAll()) {
      const namespaces = namespacesWithAddress(session, account.address)
      if (namespaces) {
        try {
          // The dapp's acknowledgement is not awaited: calling `acknowledged()` would only start a 5-minute timer.
          await client.update({ topic: session.topic, namespaces })
        } catch (error) {
          log(activityText.error(reasonOf(error)), 'error')
          continue
        }
      }
      await emitTo(findSession(session.topic) ?? session, 'accountsChanged', chainFor(session))
    }
    refreshSessions()
  }

  async function selectChain(chainId: DevnetChainId) {
    if (!isDevnetChainId(chainId) || chainId === state.chainId) return
    setState({ chainId })
    savePreferences()
    log(activityText.chain(chainId))
    if (client && state.phase === 'ready') await announceChain(chainId)
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      startPromise ??= start()
      return startPromise
    },
    pair,
    approveProposal,
    rejectProposal,
    approveRequest,
    rejectRequest,
    disconnect,
    selectAccount,
    selectChain,
    setAutoApproveSwitch(enabled) {
      setState({ autoApproveSwitch: enabled })
      savePreferences()
    },
    async close() {
      await client?.core.relayer.transportClose()
    },
  }
}
