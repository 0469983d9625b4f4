import { isChainNamespace, type ChainNamespace } from '@portico/common'
import type { SafeStorage } from './createSafeStorage.ts'
import { connectedConnectorIdKey, STORAGE_KEYS } from './storageKeys.ts'

/**
 * Namespaces with a stored connection; §3 stores them comma-separated.
 *
 * @example
 * getConnectedNamespaces(storage) // ['eip155', 'solana']
 */
export function getConnectedNamespaces(storage: SafeStorage): ChainNamespace[] {
  const stored = storage.getItem(STORAGE_KEYS.connectedNamespaces) ?? ''
  return stored.split(',').filter((part): part is ChainNamespace => isChainNamespace(part))
}

/**
 * Records that `namespace` is connected through `connectorId`.
 *
 * @example
 * setConnectedConnector(storage, { namespace: 'eip155', connectorId: 'io.metamask' })
 */
export function setConnectedConnector(
  storage: SafeStorage,
  { namespace, connectorId }: { namespace: ChainNamespace; connectorId: string },
): void {
  storage.setItem(connectedConnectorIdKey(namespace), connectorId)
  const namespaces = getConnectedNamespaces(storage)
  if (!namespaces.includes(namespace)) {
    storage.setItem(STORAGE_KEYS.connectedNamespaces, [...namespaces, namespace].join(','))
  }
}

/**
 * The connector id stored for `namespace`.
 *
 * @example
 * getConnectedConnectorId(storage, 'eip155') // 'io.metamask'
 */
export function getConnectedConnectorId(storage: SafeStorage, namespace: ChainNamespace): string | undefined {
  return storage.getItem(connectedConnectorIdKey(namespace))
}

/**
 * §4: disconnecting removes the stored connector id of the namespace and the namespace from the list.
 *
 * @example
 * removeConnectedConnector(storage, 'eip155')
 */
export function removeConnectedConnector(storage: SafeStorage, namespace: ChainNamespace): void {
  storage.removeItem(connectedConnectorIdKey(namespace))
  const rest = getConnectedNamespaces(storage).filter((stored) => stored !== namespace)
  if (rest.length === 0) storage.removeItem(STORAGE_KEYS.connectedNamespaces)
  else storage.setItem(STORAGE_KEYS.connectedNamespaces, rest.join(','))
}
