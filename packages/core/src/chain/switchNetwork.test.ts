import {
  NamespaceNotConfiguredError,
  NetworkNotFoundError,
  SwitchChainNotApprovedError,
  UserRejectedRequestError,
  type CaipNetwork,
} from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { connectInjected } from '../connection/connectInjected.ts'
import { STORAGE_KEYS } from '../storage/storageKeys.ts'
import { addAnnouncedConnector, DEV_WALLET_RDNS } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeAdapter } from '../testing/fakeAdapter.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE, createFakeProvider } from '../testing/fakeProvider.ts'
import { devnet, devnetTwo, testnet } from '../testing/networks.ts'
import { switchNetwork } from './switchNetwork.ts'

const solanaDevnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

describe('switchNetwork (§4, §5)', () => {
  it('only changes the active network when nothing is connected, and stores it', async () => {
    const context = createTestContext()
    await switchNetwork(context, devnetTwo)
    expect(context.stores.chain.getState().activeNetwork).toBe(devnetTwo)
    expect(context.storage.getItem(STORAGE_KEYS.activeCaipNetworkId)).toBe('eip155:31338')
    expect(context.stores.events.getState().data).toMatchObject({
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:31338' },
    })
  })

  it('within the connected namespace asks the wallet (wallet_switchEthereumChain) and resets the send draft', async () => {
    const context = createTestContext({}, createFakeBalanceApi().fetch)
    const wallet = createFakeProvider({ answers: { wallet_switchEthereumChain: null } })
    addAnnouncedConnector(context, wallet.provider)
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    context.stores.send.setState({ sendTokenAmount: '2' })

    await switchNetwork(context, devnetTwo)
    expect(wallet.calls).toContain('wallet_switchEthereumChain')
    expect(context.stores.chain.getState().activeNetwork).toBe(devnetTwo)
    expect(context.stores.account.getState().caipAddress).toBe(`eip155:31338:${ALICE}`)
    expect(context.stores.send.getState().sendTokenAmount).toBeUndefined()
  })

  it('within the connected namespace goes through the adapter when one is configured', async () => {
    const fake = createFakeAdapter({ networks: [devnet, devnetTwo] })
    const context = createTestContext({ adapters: [fake.adapter] }, createFakeBalanceApi().fetch)
    addAnnouncedConnector(context, createFakeProvider().provider)
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    await switchNetwork(context, devnetTwo)
    expect(fake.calls).toEqual(['connect', 'switchNetwork'])
  })

  it('keeps the network and names the refusal when the wallet declines or cannot switch', async () => {
    const context = createTestContext({}, createFakeBalanceApi().fetch)
    addAnnouncedConnector(
      context,
      createFakeProvider({ fail: { wallet_switchEthereumChain: { code: 4001 } } }).provider,
    )
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    await expect(switchNetwork(context, devnetTwo)).rejects.toThrow(UserRejectedRequestError)
    expect(context.stores.chain.getState().activeNetwork).toBe(devnet)

    const other = createTestContext({}, createFakeBalanceApi().fetch)
    addAnnouncedConnector(
      other,
      createFakeProvider({ fail: { wallet_switchEthereumChain: { code: -32603 } } }).provider,
    )
    await connectInjected(other, { connectorId: DEV_WALLET_RDNS })
    await expect(switchNetwork(other, devnetTwo)).rejects.toThrow(
      'Failed to switch to chain eip155:31338. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.',
    )
    await expect(switchNetwork(other, devnetTwo)).rejects.toThrow(SwitchChainNotApprovedError)
  })

  it('switching namespace needs a known network', async () => {
    const context = createTestContext()
    await expect(switchNetwork(context, { ...devnet, caipNetworkId: 'eip155:5', id: 5 })).rejects.toThrow(
      NetworkNotFoundError,
    )
  })

  it('a namespace must be configured before use', async () => {
    const context = createTestContext({ networks: [devnet, solanaDevnet] })
    await expect(switchNetwork(context, solanaDevnet)).rejects.toThrow(
      new NamespaceNotConfiguredError({ namespace: 'solana' }).message,
    )
  })

  it('across namespaces makes a connected namespace active', async () => {
    const solana = createFakeAdapter({ namespace: 'solana', networks: [solanaDevnet] })
    const context = createTestContext(
      { networks: [devnet, solanaDevnet], adapters: [solana.adapter] },
      createFakeBalanceApi().fetch,
    )
    addAnnouncedConnector(context, createFakeProvider().provider)
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    const { connections } = context.stores.connection.getState()
    const solanaAddress = 'Gk7hpQWyjiU6YpPzyW7ZJpXMLDvvXK1Ub3cPfrDSgYZU'
    context.stores.connection.setState({
      connections: {
        ...connections,
        solana: {
          connectorId: 'phantom',
          connectorType: 'ANNOUNCED',
          name: 'Phantom',
          icon: undefined,
          caipAddress: `${solanaDevnet.caipNetworkId}:${solanaAddress}`,
          provider: createFakeProvider().provider,
          adapter: solana.adapter,
        },
      },
    })
    await switchNetwork(context, solanaDevnet)
    expect(context.stores.account.getState()).toMatchObject({ status: 'connected', address: solanaAddress })
    expect(context.stores.chain.getState().activeNetwork).toBe(solanaDevnet)
    expect(context.storage.getItem(STORAGE_KEYS.activeNamespace)).toBe('solana')
  })

  it('across namespaces the embedded wallet reconnects on the new chain, falling back to the adapter', async () => {
    const solana = createFakeAdapter({ namespace: 'solana', networks: [solanaDevnet] })
    const reconnectOnChain = vi.fn().mockRejectedValue(new Error('embedded wallet offline'))
    const context = createTestContext(
      { networks: [devnet, solanaDevnet], adapters: [solana.adapter] },
      createFakeBalanceApi().fetch,
      { authConnector: { reload: () => undefined, switchNetwork: reconnectOnChain } },
    )
    context.stores.account.setState({
      status: 'connected',
      caipAddress: `eip155:31337:${ALICE}`,
      address: ALICE,
    })
    context.stores.connection.setState({
      connections: {
        solana: {
          connectorId: 'auth',
          connectorType: 'AUTH',
          name: 'Email',
          icon: undefined,
          caipAddress: `${solanaDevnet.caipNetworkId}:Gk7hpQWyjiU6YpPzyW7ZJpXMLDvvXK1Ub3cPfrDSgYZU`,
          provider: createFakeProvider().provider,
          adapter: solana.adapter,
        },
      },
    })
    await switchNetwork(context, solanaDevnet)
    expect(reconnectOnChain).toHaveBeenCalledWith(solanaDevnet)
    expect(solana.calls).toEqual(['switchNetwork'])
  })

  it('switches to a test network too (its balance shows 0.00 elsewhere)', async () => {
    const context = createTestContext()
    await switchNetwork(context, testnet)
    expect(context.stores.chain.getState().activeNetwork).toBe(testnet)
  })
})
