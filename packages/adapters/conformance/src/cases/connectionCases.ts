import { createMemoryStorage } from '@portico/core'
import { devnetAccounts } from '@portico/devnet'
import { verifyMessage } from 'viem'
import { expect, it } from 'vitest'
import { DEV_WALLET, type ConformanceWorld } from '../conformanceWorld.ts'
import { recordEvents, untilAccount, untilNetwork } from '../untilState.ts'

/** Connect, reconnect after reload, changes made in the wallet, disconnect. */
export function connectionCases(world: () => ConformanceWorld): void {
  it('connect: core records the account, chain and adapter; the adapter serves the connected wallet', async () => {
    const { core, adapter } = world().createApp()
    const { holder } = world()
    const { address, chainId } = await core.connect(DEV_WALLET.rdns)

    expect({ address, chainId }).toEqual({ address: holder.address, chainId: 31337 })
    expect(core.getAccount()).toMatchObject({ status: 'connected', address: holder.address })
    expect(core.getCaipAddress()).toBe(`eip155:31337:${holder.address}`)
    expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:31337')
    expect(core.stores.connection.getState().connections.eip155?.adapter?.namespace).toBe('eip155')
    expect(world().wallet.methods()).toContain('eth_requestAccounts')
    // The adapter needs no provider handed to it: it holds the connection core made through it.
    const message = 'conformance: connected'
    const signature = await adapter.signMessage({ message, address: holder.address })
    expect(await verifyMessage({ address: holder.address, message, signature })).toBe(true)
  })

  it('reconnect after reload: a new core and adapter over the same storage connect without a prompt', async () => {
    const storage = createMemoryStorage()
    const { holder, wallet } = world()
    const first = world().createApp({ storage })
    await first.core.connect(DEV_WALLET.rdns)
    first.core.destroy()
    wallet.reset()

    const second = world().createApp({ storage })
    expect(await second.core.reconnect()).toBe(true)

    expect(second.core.getAccount()).toMatchObject({ status: 'connected', address: holder.address })
    expect(second.core.getCaipNetwork()?.caipNetworkId).toBe('eip155:31337')
    expect(wallet.methods()).not.toContain('eth_requestAccounts')
    const message = 'conformance: reconnected'
    const signature = await second.adapter.signMessage({ message, address: holder.address })
    expect(await verifyMessage({ address: holder.address, message, signature })).toBe(true)
  })

  it('an account picked in the wallet reaches the adapter (accountsChanged) and core', async () => {
    const { core, adapter } = world().createApp()
    await core.connect(DEV_WALLET.rdns)
    const changes = recordEvents(adapter, 'accountsChanged')
    const other = devnetAccounts[9]!

    world().devWallet.selectAccount(other.privateKey)
    await untilAccount(core, ({ address }) => address === other.address)

    expect(core.getCaipAddress()).toBe(`eip155:31337:${other.address}`)
    expect(changes.seen.at(-1)).toMatchObject({ address: other.address })
    const message = 'conformance: other account'
    const signature = await adapter.signMessage({ message, address: other.address })
    expect(await verifyMessage({ address: other.address, message, signature })).toBe(true)
  })

  it('a chain picked in the wallet reaches the adapter (chainChanged) and core', async () => {
    const { core, adapter } = world().createApp()
    await core.connect(DEV_WALLET.rdns)
    const changes = recordEvents(adapter, 'chainChanged')

    await world().devWallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await untilNetwork(core, 'eip155:31338')

    expect(core.getCaipAddress()).toBe(`eip155:31338:${world().holder.address}`)
    expect(changes.seen.at(-1)).toMatchObject({ caipNetworkId: 'eip155:31338' })
    expect(Number(changes.seen.at(-1)?.chainId)).toBe(31338)
  })

  it('disconnect: core is disconnected and the adapter stops following the wallet', async () => {
    const { core, adapter } = world().createApp()
    await core.connect(DEV_WALLET.rdns)
    const chainChanges = recordEvents(adapter, 'chainChanged')
    const disconnects = recordEvents(adapter, 'disconnect')

    await core.disconnect()

    expect(core.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(core.getCaipAddress()).toBeUndefined()
    expect(core.stores.connection.getState().connections).toEqual({})
    expect(disconnects.seen.length).toBeLessThanOrEqual(1)
    await world().devWallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(chainChanges.seen).toEqual([])
    expect(core.getAccount()).toMatchObject({ status: 'disconnected' })
  })
}
