import { InvalidOptionsError } from '@portico/common'

/** The WalletConnect network's public relay: reaches any WalletConnect wallet, needs a Cloud project id. */
export const WALLETCONNECT_NETWORK_RELAY_URL = 'wss://relay.walletconnect.org'

/** Which relay `endpoints.relay` names. */
export type RelayNetwork = 'walletconnect-network' | 'self-hosted'

/** Parameters of {@link selectRelay}. */
export interface SelectRelayParameters {
  /** `endpoints.relay`. */
  relayUrl: string
  /** The app's project id, sent to the relay as `projectId`. */
  projectId: string
}

// A WalletConnect Cloud (Reown dashboard) project id: 32 hexadecimal characters.
const CLOUD_PROJECT_ID = /^[0-9a-f]{32}$/i
const isWalletConnectHost = (hostname: string) =>
  /(^|\.)walletconnect\.(org|com)$/.test(hostname) || /(^|\.)reown\.com$/.test(hostname)

/**
 * Tells which relay network `relayUrl` is: the WalletConnect network (its public relay: any wallet of any
 * vendor pairs through it; it demands `wss://` and a WalletConnect Cloud project id) or a self-hosted relay
 * such as `services/relay` (private, works offline; it checks the id only when run with
 * PORTICO_RELAY_PROJECT_IDS). A WalletConnect-network URL with a project id it would refuse fails here, with a
 * clear message, rather than as a socket closed with code 3000.
 *
 * @throws {InvalidOptionsError} for a WalletConnect-network relay over `ws://` or with a project id that is not
 *   32 hexadecimal characters.
 *
 * @example
 * selectRelay({ relayUrl: 'ws://127.0.0.1:8788', projectId: 'portico-demo' }) // 'self-hosted'
 * selectRelay({ relayUrl: 'wss://relay.walletconnect.org', projectId: 'c4f79cc821944d9680842e34466bfbd0' })
 * // 'walletconnect-network'
 */
export function selectRelay({ relayUrl, projectId }: SelectRelayParameters): RelayNetwork {
  const url = new URL(relayUrl)
  if (!isWalletConnectHost(url.hostname)) return 'self-hosted'
  if (url.protocol !== 'wss:')
    throw new InvalidOptionsError({
      option: 'endpoints.relay',
      problem: `the WalletConnect network is reached over wss://, not ${url.protocol}//`,
    })
  if (!CLOUD_PROJECT_ID.test(projectId))
    throw new InvalidOptionsError({
      option: 'projectId',
      problem: `the WalletConnect network relay (${url.host}) needs a WalletConnect Cloud project id (32 hexadecimal characters), not '${projectId}'; or point endpoints.relay at your own relay`,
    })
  return 'walletconnect-network'
}
