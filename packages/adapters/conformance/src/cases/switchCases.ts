import { SwitchChainNotApprovedError } from '@portico/common'
import { expect, it } from 'vitest'
import { DEV_WALLET, type ConformanceWorld } from '../conformanceWorld.ts'
import { recordEvents, untilNetwork } from '../untilState.ts'

/** §8's exact switch message. */
export const switchMessage = (chainId: number) =>
  `Failed to switch to chain eip155:${chainId}. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.`

/** Switching networks: a listed chain, a chain the wallet does not know (4902), the §5 rule. */
export function switchCases(world: () => ConformanceWorld): void {
  it('switch to a listed chain: the wallet moves (EIP-3326), the adapter reports it and core follows', async () => {
    const { core, adapter } = world().createApp()
    await core.connect(DEV_WALLET.rdns)
    const changes = recordEvents(adapter, 'chainChanged')

    await core.switchNetwork(world().networkTwo)

    expect(world().wallet.methods()).toContain('wallet_switchEthereumChain')
    expect(await world().devWallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338')
    expect(core.getCaipAddress()).toBe(`eip155:31338:${world().holder.address}`)
    expect(changes.seen.map(({ caipNetworkId }) => caipNetworkId)).toContain('eip155:31338')
  })

  it('switch to a chain the wallet does not know: 4902 → wallet_addEthereumChain (EIP-3085) → switched', async () => {
    const { devWallet, wallet } = world().walletKnowingOnlyChainOne()
    const { core } = world().createApp({ wallet })
    await core.connect(DEV_WALLET.rdns)

    await core.switchNetwork(world().networkTwo)

    const methods = wallet.methods()
    const added = methods.indexOf('wallet_addEthereumChain')
    expect(added).toBeGreaterThan(methods.indexOf('wallet_switchEthereumChain'))
    expect(methods.slice(added + 1)).toContain('wallet_switchEthereumChain')
    const addition = wallet.requests[added]?.params as [{ chainId: string; rpcUrls: string[] }]
    expect(addition[0]).toMatchObject({
      chainId: '0x7a6a',
      rpcUrls: [...world().networkTwo.rpcUrls.default.http],
    })
    expect(await devWallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await untilNetwork(core, 'eip155:31338')
    expect(core.getCaipAddress()).toBe(`eip155:31338:${world().holder.address}`)
  })

  it('§5: a chain neither approved nor switchable is refused with the exact §8 message, without asking the wallet', async () => {
    const { core, adapter } = world().createApp()
    await core.connect(DEV_WALLET.rdns)
    world().wallet.reset()

    const refused = await adapter
      .switchNetwork({
        caipNetwork: world().networkTwo,
        approvedChains: ['0x7a69'],
        walletMethods: ['personal_sign'],
      })
      .catch((error: unknown) => error)

    expect(refused).toBeInstanceOf(SwitchChainNotApprovedError)
    expect((refused as Error).message).toBe(switchMessage(31338))
    expect(world().wallet.methods()).not.toContain('wallet_switchEthereumChain')
    expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:31337')

    // An approved chain may be switched to even when the wallet lists no switch method.
    await adapter.switchNetwork({
      caipNetwork: world().networkTwo,
      approvedChains: ['0x7a6a'],
      walletMethods: [],
    })
    expect(await world().devWallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await untilNetwork(core, 'eip155:31338')
  })
}
