import SignClient from '@walletconnect/sign-client'
import type { ICore, SignClientTypes } from '@walletconnect/types'

/** The key-value store the WalletConnect core keeps its state in. */
export type SignClientStorage = NonNullable<SignClientTypes.Options['storage']>

/** Parameters of {@link startSignClient}. */
export interface StartSignClientParameters {
  /** WebSocket URL of the relay. */
  relayUrl: string
  /** Project id sent to the relay. */
  projectId: string
  /** How the wallet introduces itself to dapps. */
  metadata: SignClientTypes.Metadata
  /** Where keys, pairings and sessions are kept; the sign client's own (IndexedDB in a browser) when omitted. */
  storage?: SignClientStorage
  /** Separates this client's storage and in-process core from other clients'. */
  storagePrefix: string
}

/**
 * Replaces the core's Verify client, which would otherwise fetch attestations and keys from
 * verify.walletconnect.org on every proposal and request (it only stands down under vitest). With it gone every
 * dapp is reported as `UNKNOWN`, which is all a local devnet wallet needs.
 */
function keepVerifyOffline(core: ICore): void {
  core.verify.register = async () => ''
  core.verify.resolve = async () => undefined as unknown as { origin: string }
}

/**
 * Starts the wallet's WalletConnect sign client so that it talks to the relay and nothing else: telemetry
 * off (no pulse.walletconnect.org events), Verify replaced before the client can receive anything, and the
 * relay URL always given (the default would be relay.walletconnect.org). The echo client (push
 * notifications) and the cacao signature RPC are never called by a wallet that pairs, approves and responds.
 *
 * @example
 * const client = await startSignClient({ relayUrl: 'ws://127.0.0.1:8788', projectId: 'portico-demo', metadata, storagePrefix: 'portico-web-wallet' })
 */
export async function startSignClient(parameters: StartSignClientParameters): Promise<SignClient> {
  const client = new SignClient({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    metadata: parameters.metadata,
    telemetryEnabled: false,
    logger: 'error',
    customStoragePrefix: parameters.storagePrefix,
    ...(parameters.storage ? { storage: parameters.storage } : {}),
  })
  keepVerifyOffline(client.core)
  // SignClient.init is `new SignClient(options)` followed by this; splitting them lets Verify go first.
  await (client as unknown as { initialize(): Promise<void> }).initialize()
  return client
}
