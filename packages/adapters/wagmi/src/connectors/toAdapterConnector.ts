import type { AdapterConnector } from '@portico/core'
import type { Connector } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'

function connectorType(connector: Connector): AdapterConnector['type'] {
  if (connector.type === 'walletConnect') return 'WALLET_CONNECT'
  if (connector.type !== 'injected') return 'EXTERNAL'
  // wagmi's EIP-6963 connectors carry the wallet's rdns as their id.
  return connector.rdns !== undefined || connector.id.includes('.') ? 'ANNOUNCED' : 'INJECTED'
}

/**
 * A wagmi connector as core lists it in the modal: its id (the rdns for EIP-6963 wallets), name, icon, kind and
 * the provider it resolved.
 *
 * @example
 * const listed = toAdapterConnector(config.connectors[0], await config.connectors[0].getProvider())
 */
export function toAdapterConnector(connector: Connector, provider: EIP1193Provider): AdapterConnector {
  const rdns = typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]
  return {
    id: connector.id,
    name: connector.name,
    imageUrl: connector.icon ?? '',
    type: connectorType(connector),
    chain: 'eip155',
    ...(rdns === undefined ? {} : { info: { rdns } }),
    provider,
  }
}
