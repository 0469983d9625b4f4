import type {
  RemoteWalletSession,
  RemoteWalletSessionEvent,
  WalletConnectConnector,
  WalletConnectConnectorConfig,
} from '@portico/core'
import type { SessionTypes } from '@walletconnect/types'
import { connectSession } from './connectSession.ts'
import { createSessionProvider, type Eip155Namespace, type SessionProvider } from './createSessionProvider.ts'
import { createUniversalProvider, type PorticoUniversalProvider } from './createUniversalProvider.ts'
import { disconnectSession } from './disconnectSession.ts'
import { findChainRpcUrl } from './findChainRpcUrl.ts'
import { findLatestSession } from './findLatestSession.ts'
import { initSignClient, type WalletConnectLogger, type WalletConnectStorage } from './initSignClient.ts'
import { readSessionNamespace } from './readSessionNamespace.ts'
import { selectRelay } from './selectRelay.ts'
import { forgetSessionChain, readSessionChain, writeSessionChain } from './sessionChainStorage.ts'
import { toRemoteWalletSession } from './toRemoteWalletSession.ts'
import { watchRelayRefusal } from './watchRelayRefusal.ts'
import { watchSessionEvents } from './watchSessionEvents.ts'

/** Parameters of {@link createWalletConnectConnector}: core's config plus where the sign client keeps state. */
export interface CreateWalletConnectConnectorParameters extends WalletConnectConnectorConfig {
  /** Key-value store for keys, pairings and sessions; default the sign client's (IndexedDB in a browser). */
  storage?: WalletConnectStorage | undefined
  /** Keeps this connector's keys apart from other sign clients' in the same storage and page. */
  storagePrefix?: string | undefined
  /** Log level or pino-compatible logger; default 'error' (§9). */
  logger?: WalletConnectLogger | undefined
}

/** The connector, plus a way to let go of the relay. */
export interface PorticoWalletConnectConnector extends WalletConnectConnector {
  /** AppKit's universal provider over this connector's sign client and session (any namespace). */
  readonly universalProvider: PorticoUniversalProvider
  /** Stops following sessions and closes the relay connection (tests, hot reload); sessions stay stored. */
  close(): Promise<void>
}

interface ActiveSession {
  topic: string
  eip155: SessionProvider | undefined
  remote: RemoteWalletSession
}

/**
 * Creates core's {@link WalletConnectConnector} on an unmodified `@walletconnect/sign-client` that talks to the
 * configured relay and nothing else (telemetry off, Verify kept local; ADR 0010). One session is in use at a
 * time: `connect()` proposes a new one (ending the previous one once approved), `restore()` picks up the
 * latest stored one, `disconnect()` ends it, and `onSessionEvent` reports what the wallet does to it.
 * `relayUrl` selects the relay: ours (`ws://127.0.0.1:8788`) or the WalletConnect network
 * (`wss://relay.walletconnect.org`, with a Cloud project id), see {@link selectRelay}.
 *
 * @throws {InvalidOptionsError} when the WalletConnect network is named with a project id it would refuse.
 * `connect()` rejects with `InvalidProjectIdError` (or `InvalidAppConfigurationError`) when the relay
 * refuses the project (code 3000).
 *
 * @example
 * const connector = await createWalletConnectConnector({ projectId, relayUrl: 'ws://127.0.0.1:8788', metadata, networks })
 * const session = await connector.connect({ networks, onPairing: ({ uri }) => showQr(uri) })
 * await session.eip155Provider?.request({ method: 'personal_sign', params: ['0x6869', address] })
 */
export async function createWalletConnectConnector(
  parameters: CreateWalletConnectConnectorParameters,
): Promise<PorticoWalletConnectConnector> {
  const { projectId, relayUrl, metadata, storage, storagePrefix, logger } = parameters
  // Our relay or the WalletConnect network, by `endpoints.relay`; a project id the network would refuse fails here.
  selectRelay({ relayUrl, projectId })
  const signClient = await initSignClient({ projectId, relayUrl, metadata, storage, storagePrefix, logger })
  const relayRefusal = watchRelayRefusal(signClient)
  let networks = parameters.networks
  let active: ActiveSession | undefined
  const listeners = new Set<(event: RemoteWalletSessionEvent) => void>()
  const emit = (event: RemoteWalletSessionEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  const startProvider = (topic: string, namespace: Eip155Namespace, chainId: number | undefined) =>
    createSessionProvider({
      signClient,
      topic,
      namespace,
      chainId,
      findRpcUrl: (id) => findChainRpcUrl(networks, id),
      onChainChanged: (id) => void writeSessionChain(signClient, topic, id),
    })
  const describe = (session: SessionTypes.Struct, eip155: SessionProvider | undefined) =>
    toRemoteWalletSession({ signClient, session, eip155Provider: eip155?.provider })

  const activate = async (session: SessionTypes.Struct): Promise<RemoteWalletSession> => {
    const namespace = readSessionNamespace(session.namespaces, 'eip155')
    const chainId = await readSessionChain(signClient, session.topic)
    if (active?.topic === session.topic) return active.remote
    const eip155 = namespace && startProvider(session.topic, namespace, chainId)
    active = { topic: session.topic, eip155, remote: describe(session, eip155) }
    universal.adopt(session)
    return active.remote
  }

  /** Lets go of the session in use without telling core's provider listeners (the caller is ending it). */
  const release = async (session: ActiveSession) => {
    if (active === session) active = undefined
    session.eip155?.end({ quiet: true })
    await disconnectSession(signClient, session.topic)
    await forgetSessionChain(signClient, session.topic)
    universal.forget(session.topic)
  }

  // The app's universal provider shares the sign client: a session the modal connects becomes its session, and
  // the app ending it there ends core's connection too.
  const universal = createUniversalProvider({
    signClient,
    networks: () => networks,
    async endSession(topic) {
      const ended = active
      if (topic !== ended?.topic) return disconnectSession(signClient, topic)
      ended.eip155?.end()
      await release(ended)
      emit({ type: 'deleted' })
    },
  })

  const stopWatching = watchSessionEvents(signClient, {
    onWalletEvent({ topic, name, data, chainId }) {
      if (topic === active?.topic && chainId.startsWith('eip155:'))
        active.eip155?.applyWalletEvent(name, data, chainId)
    },
    onUpdate(topic) {
      const current = active
      if (topic !== current?.topic) return
      const session = signClient.session.get(topic)
      const namespace = readSessionNamespace(session.namespaces, 'eip155')
      if (namespace && current.eip155) current.eip155.replaceNamespace(namespace)
      else if (namespace) current.eip155 = startProvider(topic, namespace, undefined)
      else {
        current.eip155?.end()
        current.eip155 = undefined
      }
      current.remote = describe(session, current.eip155)
      emit({ type: 'updated', session: current.remote })
    },
    onEnd(topic) {
      const ended = active
      if (topic !== ended?.topic) return
      active = undefined
      void forgetSessionChain(signClient, topic)
      ended.eip155?.end() // §4: session_delete cleans up and emits disconnect
      emit({ type: 'deleted' })
    },
  })

  return {
    universalProvider: universal.provider,
    async connect({ networks: proposed, onPairing, signal }) {
      networks = [...proposed, ...parameters.networks]
      // A relay that refuses the project (code 3000) ends the attempt with its §8 alert instead of a wait.
      const session = await Promise.race([
        connectSession({
          signClient,
          networks: proposed,
          signal,
          onPairing(pairing) {
            onPairing(pairing)
            universal.announce(pairing.uri)
          },
        }),
        relayRefusal.refused,
      ])
      const previous = active
      if (previous && previous.topic !== session.topic) void release(previous)
      return activate(session)
    },
    async restore() {
      if (active) return active.remote
      const session = findLatestSession(signClient)
      return session ? activate(session) : undefined
    },
    async disconnect(topic) {
      if (topic === undefined || topic === active?.topic) {
        if (active) await release(active)
        return
      }
      // An older session (already replaced by `connect`): ended on its own, the one in use stays.
      await disconnectSession(signClient, topic)
      await forgetSessionChain(signClient, topic)
    },
    onSessionEvent(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    async close() {
      stopWatching()
      relayRefusal.stop()
      universal.close()
      active?.eip155?.end({ quiet: true })
      active = undefined
      listeners.clear()
      signClient.core.heartbeat.stop()
      await signClient.core.relayer.transportClose()
    },
  }
}
