import {
  LastNetworkRemovalError,
  NamespaceAdapterNotFoundError,
  NetworkIdNotFoundError,
  solana,
  solanaDevnet,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapters/ChainAdapter.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { devnet, devnetTwo, testnet } from '../testing/networks.ts'
import { addNetwork } from './addNetwork.ts'
import { removeNetwork } from './removeNetwork.ts'

const adapter = (namespace: string) => ({ namespace }) as unknown as ChainAdapter

describe('removeNetwork and addNetwork (§4, §5, §8)', () => {
  it('removes a listed network and moves the active one to the first left', () => {
    const context = createTestContext()
    expect(removeNetwork(context, 'eip155:31337')).toBe(true)
    expect(context.stores.chain.getState()).toMatchObject({
      networks: [devnetTwo, testnet],
      activeNetwork: devnetTwo,
    })
  })

  it("throws 'Network with ID {id} not found' for an unlisted network (§8)", () => {
    const context = createTestContext()
    expect(() => removeNetwork(context, 'eip155:5')).toThrow(NetworkIdNotFoundError)
    expect(() => removeNetwork(context, 'eip155:5')).toThrow('Network with ID eip155:5 not found')
  })

  it("refuses to remove the last network of a namespace with 'Cannot remove last network for a namespace' (§5)", () => {
    const context = createTestContext({ networks: [devnet] })
    expect(() => removeNetwork(context, 'eip155:31337')).toThrow(LastNetworkRemovalError)
    expect(() => removeNetwork(context, 'eip155:31337')).toThrow('Cannot remove last network for a namespace')
  })

  it('refuses network removal when connected (§4)', () => {
    const context = createTestContext()
    context.stores.account.setState({ status: 'connected' })
    expect(removeNetwork(context, 'eip155:11155111')).toBe(false)
    expect(context.stores.chain.getState().networks).toHaveLength(3)
  })

  it('needs the adapter of the namespace to add or remove a network (§5)', () => {
    const context = createTestContext({
      networks: [devnet, solana, solanaDevnet],
      adapters: [adapter('eip155')],
    })
    expect(() => removeNetwork(context, solana.caipNetworkId)).toThrow(NamespaceAdapterNotFoundError)
    expect(() => removeNetwork(context, solana.caipNetworkId)).toThrow(
      "Adapter for namespace solana doesn't exist",
    )
    const builtIn = createTestContext()
    expect(() => addNetwork(builtIn, solana)).toThrow("Adapter for namespace solana doesn't exist")
  })

  it('adds a network of a namespace with an adapter, once', () => {
    const context = createTestContext({
      networks: [devnet],
      adapters: [adapter('eip155'), adapter('solana')],
    })
    addNetwork(context, solana)
    addNetwork(context, solana)
    expect(context.stores.chain.getState().networks).toEqual([devnet, solana])
  })
})
