import { SwitchChainNotApprovedError, UserRejectedRequestError } from '@portico/common'
import type { EIP1193Provider } from 'viem'
import { describe, expect, it } from 'vitest'
import { createFakeProvider } from '../testing/fakeProvider.ts'
import { devnet, devnetTwo } from '../testing/networks.ts'
import { switchEvmChain } from './switchEvmChain.ts'

const switchMessage = (id: number | string) =>
  `Failed to switch to chain eip155:${id}. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.`

/** A wallet recording each request with its params; `answer` decides per call. */
function recordingWallet(answer: (method: string, call: number) => unknown) {
  const requests: { method: string; params?: unknown }[] = []
  const provider = {
    async request(args: { method: string; params?: unknown }) {
      requests.push(args)
      const result = answer(args.method, requests.filter(({ method }) => method === args.method).length)
      if (result instanceof Error || (typeof result === 'object' && result !== null && 'code' in result))
        throw result
      return result
    },
  } as unknown as EIP1193Provider
  return { provider, requests }
}

describe('switchEvmChain (EIP-3326, §5, §8)', () => {
  it('asks the wallet to switch with the hex chain id and resolves to the chain id', async () => {
    const wallet = recordingWallet(() => null)
    await expect(switchEvmChain(wallet.provider, devnetTwo)).resolves.toBe(31338)
    expect(wallet.requests).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    ])
  })

  it('on 4902 offers the chain with wallet_addEthereumChain (EIP-3085) and asks for the switch again', async () => {
    const wallet = recordingWallet((method, call) =>
      method === 'wallet_switchEthereumChain' && call === 1
        ? { code: 4902, message: 'Unrecognized chain' }
        : null,
    )
    const withExplorer = {
      ...devnetTwo,
      blockExplorers: { default: { name: 'Scan', url: 'http://127.0.0.1:4000' } },
    }
    await switchEvmChain(wallet.provider, withExplorer)
    expect(wallet.requests.map(({ method }) => method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(wallet.requests[1]?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: devnetTwo.name,
        nativeCurrency: devnetTwo.nativeCurrency,
        rpcUrls: [...devnetTwo.rpcUrls.default.http],
        blockExplorerUrls: ['http://127.0.0.1:4000'],
      },
    ])
  })

  it('finds 4902 under a wrapper, and names a failed addition with the §8 message', async () => {
    const wallet = recordingWallet((method) =>
      method === 'wallet_switchEthereumChain'
        ? new Error('wrapped', { cause: { code: 4902 } })
        : { code: -32603, message: 'bad rpc url' },
    )
    const error = await switchEvmChain(wallet.provider, devnetTwo).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SwitchChainNotApprovedError)
    expect(error).toMatchObject({ message: switchMessage(31338), cause: { code: -32603 } })
    expect(wallet.requests[1]?.params).toEqual([
      expect.not.objectContaining({ blockExplorerUrls: expect.anything() }),
    ])
  })

  it('a declined switch or addition (4001) is a UserRejectedRequestError', async () => {
    const declinesSwitch = createFakeProvider({ fail: { wallet_switchEthereumChain: { code: 4001 } } })
    await expect(switchEvmChain(declinesSwitch.provider, devnetTwo)).rejects.toThrow(UserRejectedRequestError)
    const declinesAdd = createFakeProvider({
      fail: { wallet_switchEthereumChain: { code: 4902 }, wallet_addEthereumChain: { code: 4001 } },
    })
    await expect(switchEvmChain(declinesAdd.provider, devnetTwo)).rejects.toThrow('User rejected the request')
  })

  it('any other failure is the §8 message with the wallet error as its cause', async () => {
    const failure = { code: -32603, message: 'boom' }
    const wallet = createFakeProvider({ fail: { wallet_switchEthereumChain: failure } })
    const error = await switchEvmChain(wallet.provider, devnetTwo).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      name: 'SwitchChainNotApprovedError',
      message: switchMessage(31338),
      cause: failure,
    })
  })

  it('§5: switches when the chain is approved or the wallet lists the method, and refuses otherwise without asking', async () => {
    const wallet = recordingWallet(() => null)
    await switchEvmChain(wallet.provider, devnetTwo, { approvedChains: ['0x7A6A'], walletMethods: [] })
    await switchEvmChain(wallet.provider, devnetTwo, {
      approvedChains: ['0x1'],
      walletMethods: ['wallet_switchEthereumChain'],
    })
    expect(wallet.requests).toHaveLength(2)

    await expect(
      switchEvmChain(wallet.provider, devnetTwo, {
        approvedChains: ['0x7a69'],
        walletMethods: ['personal_sign'],
      }),
    ).rejects.toThrow(switchMessage(31338))
    await expect(switchEvmChain(wallet.provider, devnetTwo, { walletMethods: [] })).rejects.toThrow(
      SwitchChainNotApprovedError,
    )
    expect(wallet.requests).toHaveLength(2)
  })

  it('refuses a network that is not eip155 or has no valid chain id', async () => {
    const wallet = recordingWallet(() => null)
    const solana = {
      ...devnet,
      chainNamespace: 'solana' as const,
      id: 'EtWTRABZ',
      caipNetworkId: 'solana:EtWTRABZ' as const,
    }
    await expect(switchEvmChain(wallet.provider, solana)).rejects.toThrow(switchMessage('EtWTRABZ'))
    await expect(switchEvmChain(wallet.provider, { ...devnet, id: 0 })).rejects.toThrow(switchMessage(0))
    expect(wallet.requests).toEqual([])
  })
})
