// §3 "Chains listed": Ethereum, Optimism, Arbitrum, Polygon, Celo, Aurora, BNB Smart Chain (56) and testnet (97),
// Avalanche, zkSync, Gnosis, Base and testnets, three Solana clusters, Bitcoin mainnet and testnet — each
// exported under the name an AppKit app imports it by from `@reown/appkit/networks`.
import { describe, expect, it } from 'vitest'
import * as networks from './index.ts'

/** AppKit's export name → the CAIP-2 id of the §3 chain it stands for. */
const chainsListed = {
  mainnet: 'eip155:1',
  optimism: 'eip155:10',
  arbitrum: 'eip155:42161',
  polygon: 'eip155:137',
  celo: 'eip155:42220',
  aurora: 'eip155:1313161554',
  bsc: 'eip155:56',
  bscTestnet: 'eip155:97',
  avalanche: 'eip155:43114',
  zksync: 'eip155:324',
  gnosis: 'eip155:100',
  base: 'eip155:8453',
  baseSepolia: 'eip155:84532',
  sepolia: 'eip155:11155111',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  solanaDevnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  solanaTestnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
  bitcoinTestnet: 'bip122:000000000933ea01ad0ee984209779ba',
} as const

describe('@portico/networks', () => {
  it.each(Object.entries(chainsListed))('exports %s as the network %s', (name, caipNetworkId) => {
    const network = (networks as Record<string, unknown>)[name]
    expect(network).toMatchObject({ caipNetworkId })
  })

  it('exports every network it knows under one of those names, and no other network', () => {
    const exported = Object.entries(networks)
      .filter(([, value]) => typeof value === 'object' && value !== null && 'caipNetworkId' in value)
      .map(([name]) => name)
    expect(exported.sort()).toEqual(Object.keys(chainsListed).sort())
    expect(networks.knownNetworks.map((network) => network.caipNetworkId).sort()).toEqual(
      Object.values(chainsListed).sort(),
    )
  })

  it('exports defineNetwork for networks of an app’s own', () => {
    const local = networks.defineNetwork({
      id: 31337,
      name: 'Local',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl: 'http://127.0.0.1:8545',
      explorer: { name: 'None', url: 'http://127.0.0.1:8545' },
    })
    expect(local).toMatchObject({
      caipNetworkId: 'eip155:31337',
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
  })
})
