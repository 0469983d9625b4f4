import SignClient from '@walletconnect/sign-client'
import type { ISignClient, SignClientTypes } from '@walletconnect/types'
import { keepVerifyLocal } from './keepVerifyLocal.ts'

/** The key-value store the WalletConnect core keeps keys, pairings and sessions in. */
export type WalletConnectStorage = NonNullable<SignClientTypes.Options['storage']>

/** A log level (`'error'`, `'silent'`…) or a pino-compatible logger. */
export type WalletConnectLogger = NonNullable<SignClientTypes.Options['logger']>

/** Parameters of {@link initSignClient}. */
export interface InitSignClientParameters {
  /** The app's project id, sent to the relay. */
  projectId: string
  /** WebSocket URL of the relay, always given: the default would be relay.walletconnect.org. */
  relayUrl: string
  /** How the app introduces itself to wallets. */
  metadata: SignClientTypes.Metadata
  /** Where state is kept; default the sign client's own (IndexedDB in a browser, memory in Node). */
  storage?: WalletConnectStorage | undefined
  /** Keeps this client's keys apart from other clients' in the same storage and page. */
  storagePrefix?: string | undefined
  /** Default 'error' (§9: log level default 'error'). */
  logger?: WalletConnectLogger | undefined
}

/**
 * Starts a dapp-side sign client that talks to the relay and to nothing else: telemetry off (no events to
 * pulse.walletconnect.org) and Verify kept in the process ({@link keepVerifyLocal}).
 *
 * @example
 * const signClient = await initSignClient({ projectId: 'portico-demo', relayUrl: 'ws://127.0.0.1:8788', metadata })
 */
export async function initSignClient(parameters: InitSignClientParameters): Promise<ISignClient> {
  const { projectId, relayUrl, metadata, storage, storagePrefix, logger = 'error' } = parameters
  const signClient = await SignClient.init({
    projectId,
    relayUrl,
    metadata,
    logger,
    telemetryEnabled: false,
    ...(storage ? { storage } : {}),
    ...(storagePrefix ? { customStoragePrefix: storagePrefix } : {}),
  })
  keepVerifyLocal(signClient.core)
  return signClient
}
