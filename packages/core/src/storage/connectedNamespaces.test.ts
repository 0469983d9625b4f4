import { describe, expect, it } from 'vitest'
import {
  getConnectedConnectorId,
  getConnectedNamespaces,
  removeConnectedConnector,
  setConnectedConnector,
} from './connectedNamespaces.ts'
import { createMemoryStorage } from './createMemoryStorage.ts'
import { createSafeStorage } from './createSafeStorage.ts'
import { STORAGE_KEYS } from './storageKeys.ts'

describe('connected connectors and namespaces (§3, §4)', () => {
  it('stores the connector id per namespace and the namespaces comma-separated', () => {
    const memory = createMemoryStorage()
    const storage = createSafeStorage({ storage: memory })
    setConnectedConnector(storage, { namespace: 'eip155', connectorId: 'io.metamask' })
    setConnectedConnector(storage, { namespace: 'solana', connectorId: 'walletConnect' })
    setConnectedConnector(storage, { namespace: 'eip155', connectorId: 'io.metamask' })
    expect(memory.getItem('@appkit/connected_namespaces')).toBe('eip155,solana')
    expect(getConnectedConnectorId(storage, 'eip155')).toBe('io.metamask')
    expect(getConnectedNamespaces(storage)).toEqual(['eip155', 'solana'])
  })

  it('removes the stored connector id and namespace on disconnect', () => {
    const memory = createMemoryStorage()
    const storage = createSafeStorage({ storage: memory })
    setConnectedConnector(storage, { namespace: 'eip155', connectorId: 'io.metamask' })
    setConnectedConnector(storage, { namespace: 'solana', connectorId: 'phantom' })
    removeConnectedConnector(storage, 'eip155')
    expect(getConnectedConnectorId(storage, 'eip155')).toBeUndefined()
    expect(getConnectedNamespaces(storage)).toEqual(['solana'])
    removeConnectedConnector(storage, 'solana')
    expect(memory.getItem(STORAGE_KEYS.connectedNamespaces)).toBeNull()
  })
})
