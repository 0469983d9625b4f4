import { describe, expect, it } from 'vitest'
import { parseCaipNetworkId } from '../caip.ts'
import { bitcoin, bitcoinTestnet } from './bitcoin.ts'
import { findNetworkByCaipId, knownNetworks } from './knownNetworks.ts'
import { solana, solanaDevnet, solanaTestnet } from './solana.ts'

describe('known networks (§3)', () => {
  it('lists every §3 chain once, with a well-formed CAIP-2 id matching its id and namespace', () => {
    expect(knownNetworks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:10',
      'eip155:42161',
      'eip155:137',
      'eip155:42220',
      'eip155:1313161554',
      'eip155:56',
      'eip155:97',
      'eip155:43114',
      'eip155:324',
      'eip155:100',
      'eip155:8453',
      'eip155:84532',
      'eip155:11155111',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
    ])
    for (const network of knownNetworks) {
      const { namespace, reference } = parseCaipNetworkId(network.caipNetworkId)
      expect(namespace).toBe(network.chainNamespace)
      expect(reference).toBe(String(network.id))
      expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
      expect(Object.isFrozen(network)).toBe(true)
    }
  })

  it('flags exactly the test networks', () => {
    expect(
      knownNetworks.filter((network) => network.testnet).map((network) => network.caipNetworkId),
    ).toEqual([
      'eip155:97',
      'eip155:84532',
      'eip155:11155111',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'bip122:000000000933ea01ad0ee984209779ba',
    ])
  })

  it('gives the non-EVM coins their decimals', () => {
    for (const network of [solana, solanaDevnet, solanaTestnet])
      expect(network.nativeCurrency.decimals).toBe(9)
    for (const network of [bitcoin, bitcoinTestnet]) expect(network.nativeCurrency.decimals).toBe(8)
  })

  it('finds networks by CAIP-2 id', () => {
    expect(findNetworkByCaipId('eip155:8453')?.name).toBe('Base')
    expect(findNetworkByCaipId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana)
    expect(findNetworkByCaipId('eip155:31337')).toBeUndefined()
    expect(findNetworkByCaipId('eip155:1', [])).toBeUndefined()
  })
})
