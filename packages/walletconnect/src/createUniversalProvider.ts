import {
  JsonRpcProviderNotFoundError,
  NamespaceNotConfiguredError,
  RequestBeforeConnectError,
  rpcErrorCodes,
  SignClientNotInitializedError,
  type CaipNetwork,
} from '@portico/common'
import type {
  UniversalProvider,
  UniversalProviderConnectParameters,
  UniversalProviderEventMap,
} from '@portico/core'
import type { ISignClient, SessionTypes } from '@walletconnect/types'
import { numberToHex } from 'viem'
import { createHttpRpc } from './createHttpRpc.ts'
import { disconnectSession } from './disconnectSession.ts'
import { isChainReadMethod } from './isChainReadMethod.ts'
import { readSessionNamespace } from './readSessionNamespace.ts'
import { toProposalError } from './toProposalError.ts'
import { providerError, toWalletRpcError } from './walletRpcError.ts'
import { watchSessionEvents } from './watchSessionEvents.ts'

/** The universal provider on a Portico sign client: AppKit's surface plus the sign client in use. */
export interface PorticoUniversalProvider extends UniversalProvider {
  /** The session in use, as the sign client stores it. */
  readonly session: SessionTypes.Struct | undefined
  /** The dapp's sign client; `undefined` once the provider was closed. */
  readonly client: ISignClient | undefined
  /** The namespaces of the last `connect()` proposal. */
  readonly namespaces: UniversalProviderConnectParameters['optionalNamespaces']
}

/** Parameters of {@link createUniversalProvider}. */
export interface CreateUniversalProviderParameters {
  /** The dapp's sign client. */
  signClient: ISignClient
  /** The app's networks, read at call time: eip155 safe reads go to their RPC URLs. */
  networks(): readonly CaipNetwork[]
  /** Ends a session at the wallet; default `disconnectSession` (the connector passes its own, to tell core). */
  endSession?(topic: string): Promise<void>
}

/** A universal provider and the handles its connector drives it with. */
export interface UniversalProviderHandle {
  /** What the app uses (`appKit.getUniversalProvider()`). */
  provider: PorticoUniversalProvider
  /** Makes an approved or restored session the provider's; emits `connect`. */
  adopt(session: SessionTypes.Struct): void
  /** Forgets the session with `topic` (ended elsewhere); emits `disconnect`. */
  forget(topic: string): void
  /** Emits `display_uri` (a pairing the modal started). */
  announce(uri: string): void
  /** Stops following the sign client; every later call fails with 'Sign Client not initialized'. */
  close(): void
}

type Listener = (payload: never) => void

/** `{ namespace, reference }` of a CAIP-2 id; `reference` is '' when absent. */
const splitChain = (chainId: string) => {
  const [namespace = '', ...rest] = chainId.split(':')
  return { namespace, reference: rest.join(':') }
}

/**
 * AppKit's universal provider (`@walletconnect/universal-provider`'s surface as apps use it) on a Portico sign
 * client: one WalletConnect session over any CAIP namespace. `request({ method, params }, chainId)` goes to the
 * wallet for the CAIP-2 `chainId` (default: the chain set with `setDefaultChain`, else the session's first);
 * eip155 `eth_accounts` / `eth_requestAccounts` / `eth_chainId` are answered from the session and §6 safe
 * reads go to the network's RPC URL. Errors (§8): 'Sign Client not initialized' after `close`, 'Please call
 * connect() before request()' without a session, 'Namespace {x} is not configured. Please call connect() first
 * with namespace config.' for a namespace the session lacks, 'JSON-RPC provider for {chain} not found' for a
 * chain the wallet did not approve; the wallet's own errors keep their code (`WalletRpcError`).
 *
 * @example
 * const { provider } = createUniversalProvider({ signClient, networks: () => [solanaDevnet] })
 * provider.on('display_uri', (uri) => showQr(uri))
 * await provider.connect({ optionalNamespaces: { solana: { chains: [solanaDevnet.caipNetworkId], methods: ['solana_signMessage'], events: [] } } })
 * const { signature } = await provider.request({ method: 'solana_signMessage', params: { message, pubkey } }, solanaDevnet.caipNetworkId)
 */
export function createUniversalProvider(
  parameters: CreateUniversalProviderParameters,
): UniversalProviderHandle {
  const { signClient, networks, endSession = (topic) => disconnectSession(signClient, topic) } = parameters
  let closed = false
  let session: SessionTypes.Struct | undefined
  let defaultChain: string | undefined
  let namespaces: UniversalProviderConnectParameters['optionalNamespaces']
  const httpRpc = createHttpRpc()
  const listeners = new Map<string, Set<Listener>>()

  const emit = <E extends keyof UniversalProviderEventMap>(
    event: E,
    payload: UniversalProviderEventMap[E],
  ) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (value: typeof payload) => void)(payload)
  }
  const requireClient = () => {
    if (closed) throw new SignClientNotInitializedError()
    return signClient
  }
  const firstChain = (current: SessionTypes.Struct) => {
    const [key] = Object.keys(current.namespaces)
    return key === undefined
      ? undefined
      : readSessionNamespace(current.namespaces, splitChain(key).namespace)?.chains[0]
  }
  const addressesOn = (current: SessionTypes.Struct, chainId: string) =>
    readSessionNamespace(current.namespaces, splitChain(chainId).namespace)
      ?.accounts.filter((account) => account.startsWith(`${chainId}:`))
      .map((account) => account.slice(chainId.length + 1)) ?? []

  const adopt = (next: SessionTypes.Struct) => {
    const changed = session?.topic !== next.topic
    session = next
    if (!defaultChain || !readSessionNamespace(next.namespaces, splitChain(defaultChain).namespace))
      defaultChain = firstChain(next)
    if (changed) emit('connect', { session: next })
  }
  const forget = (topic: string) => {
    if (session?.topic !== topic) return
    session = undefined
    emit('disconnect', { topic })
  }

  const stopWatching = watchSessionEvents(signClient, {
    onWalletEvent({ topic, name, data, chainId }) {
      if (topic !== session?.topic) return
      emit('session_event', { topic, event: { name, data }, chainId })
      if (name === 'accountsChanged' && Array.isArray(data))
        emit(
          'accountsChanged',
          data.map((entry) => String(entry).split(':').pop() ?? ''),
        )
      if (name === 'chainChanged' && chainId !== defaultChain) {
        defaultChain = chainId
        emit('chainChanged', chainId)
      }
    },
    onUpdate(topic) {
      if (topic !== session?.topic) return
      session = signClient.session.get(topic)
      emit('session_update', { topic, session })
      if (defaultChain) emit('accountsChanged', addressesOn(session, defaultChain))
    },
    onEnd(topic) {
      if (topic !== session?.topic) return
      emit('session_delete', { topic })
      forget(topic)
    },
  })

  const answerLocally = (current: SessionTypes.Struct, chainId: string, method: string) => {
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return addressesOn(current, chainId)
    if (method === 'eth_chainId') return numberToHex(Number(splitChain(chainId).reference))
    return undefined
  }
  const rpcUrlOf = (chainId: string) =>
    networks().find((network) => network.caipNetworkId === chainId)?.rpcUrls.default.http[0]

  const provider: PorticoUniversalProvider = {
    get session() {
      return session
    },
    get client() {
      return closed ? undefined : signClient
    },
    get namespaces() {
      return namespaces
    },
    async connect({ namespaces: required, optionalNamespaces, pairingTopic, sessionProperties }) {
      const client = requireClient()
      namespaces = { ...required, ...optionalNamespaces }
      const { uri, approval } = await client.connect({
        ...(required ? { requiredNamespaces: required } : {}),
        ...(optionalNamespaces ? { optionalNamespaces } : {}),
        ...(pairingTopic ? { pairingTopic } : {}),
        ...(sessionProperties ? { sessionProperties } : {}),
      })
      if (uri) emit('display_uri', uri)
      const approved = await approval().catch((error: unknown) => Promise.reject(toProposalError(error)))
      adopt(approved)
      return approved
    },
    async request<T>({ method, params }: { method: string; params?: unknown }, chainId?: string): Promise<T> {
      const client = requireClient()
      if (!session) throw new RequestBeforeConnectError()
      const chain = chainId ?? defaultChain ?? firstChain(session)
      const { namespace } = splitChain(chain ?? '')
      const approved = readSessionNamespace(session.namespaces, namespace)
      if (!approved) throw new NamespaceNotConfiguredError({ namespace })
      if (!chain || !approved.chains.includes(chain))
        throw new JsonRpcProviderNotFoundError({ chain: chain ?? namespace })
      if (namespace === 'eip155') {
        const local = answerLocally(session, chain, method)
        if (local !== undefined) return local as T
        const rpcUrl = isChainReadMethod(method) ? rpcUrlOf(chain) : undefined
        if (rpcUrl) return (await httpRpc(rpcUrl, { method, params })) as T
      }
      // The sign client refuses a method the wallet did not approve with a vague error; EIP-1193 says 4200.
      if (!approved.methods.includes(method)) throw providerError(rpcErrorCodes.unsupportedMethod)
      try {
        return await client.request<T>({ topic: session.topic, chainId: chain, request: { method, params } })
      } catch (error) {
        throw toWalletRpcError(error)
      }
    },
    async disconnect() {
      requireClient()
      const current = session
      if (!current) return
      await endSession(current.topic)
      forget(current.topic)
    },
    setDefaultChain(chainId) {
      if (chainId === defaultChain) return
      defaultChain = chainId
      emit('chainChanged', chainId)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as Listener)
      listeners.set(event, set)
      return provider
    },
    once(event, listener) {
      const wrapped = (payload: UniversalProviderEventMap[typeof event]) => {
        provider.off(event, wrapped)
        listener(payload)
      }
      return provider.on(event, wrapped)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as Listener)
      return provider
    },
    removeListener: (event, listener) => provider.off(event, listener),
  }

  return {
    provider,
    adopt,
    forget,
    announce: (uri) => emit('display_uri', uri),
    close() {
      closed = true
      stopWatching()
      session = undefined
    },
  }
}
