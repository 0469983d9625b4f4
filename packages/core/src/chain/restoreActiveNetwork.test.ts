import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../storage/storageKeys.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { devnet, devnetTwo } from '../testing/networks.ts'
import { restoreActiveNetwork } from './restoreActiveNetwork.ts'
import { switchBackToListedNetwork } from './switchBackToListedNetwork.ts'

describe('active network across visits (§2 network switch back)', () => {
  it('restores the stored active network when it is listed', () => {
    const context = createTestContext()
    context.storage.setItem(STORAGE_KEYS.activeCaipNetworkId, 'eip155:31338')
    expect(restoreActiveNetwork(context)).toBe(true)
    expect(context.stores.chain.getState().activeNetwork).toBe(devnetTwo)
  })

  it('switches back to the default network when the stored one is not in the network list', () => {
    const context = createTestContext()
    context.storage.setItem(STORAGE_KEYS.activeCaipNetworkId, 'eip155:5')
    expect(restoreActiveNetwork(context)).toBe(false)
    expect(context.stores.chain.getState().activeNetwork).toBe(devnet)
    expect(context.storage.getItem(STORAGE_KEYS.activeCaipNetworkId)).toBe('eip155:31337')
  })

  it('a switch back is triggered when the active network is not in the network list', async () => {
    const context = createTestContext()
    context.stores.chain.setState({ activeNetwork: undefined })
    await expect(switchBackToListedNetwork(context)).resolves.toBe(true)
    expect(context.stores.chain.getState().activeNetwork).toBe(devnet)
    await expect(switchBackToListedNetwork(context)).resolves.toBe(false)
  })
})
