import type { CaipNetwork } from '../network.ts'
import { defineNetwork } from './defineNetwork.ts'

// §3 "Chains listed": the EVM networks. Multicall3 shares one address on every chain but zkSync.
const MULTICALL3 = '0xca11bde05977b3631167028862be2a173976ca11'
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const SEPOLIA_ETHER = { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 }

/**
 * Ethereum mainnet (eip155:1).
 *
 * @example
 * createAppKit({ networks: [mainnet], … })
 */
export const mainnet: CaipNetwork = defineNetwork({
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrl: 'https://ethereum-rpc.publicnode.com',
  explorer: { name: 'Etherscan', url: 'https://etherscan.io' },
  multicall3: { address: MULTICALL3, blockCreated: 14353601 },
})

/**
 * OP Mainnet (eip155:10).
 *
 * @example
 * createAppKit({ networks: [optimism], … })
 */
export const optimism: CaipNetwork = defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrl: 'https://mainnet.optimism.io',
  explorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  multicall3: { address: MULTICALL3, blockCreated: 4286263 },
})

/**
 * Arbitrum One (eip155:42161).
 *
 * @example
 * createAppKit({ networks: [arbitrum], … })
 */
export const arbitrum: CaipNetwork = defineNetwork({
  id: 42161,
  name: 'Arbitrum One',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrl: 'https://arb1.arbitrum.io/rpc',
  explorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
  multicall3: { address: MULTICALL3, blockCreated: 7654707 },
})

/**
 * Polygon PoS (eip155:137).
 *
 * @example
 * createAppKit({ networks: [polygon], … })
 */
export const polygon: CaipNetwork = defineNetwork({
  id: 137,
  name: 'Polygon',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrl: 'https://polygon-rpc.com',
  explorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
  multicall3: { address: MULTICALL3, blockCreated: 25770160 },
})

/**
 * Celo (eip155:42220).
 *
 * @example
 * createAppKit({ networks: [celo], … })
 */
export const celo: CaipNetwork = defineNetwork({
  id: 42220,
  name: 'Celo',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrl: 'https://forno.celo.org',
  explorer: { name: 'Celo Explorer', url: 'https://celoscan.io' },
  multicall3: { address: MULTICALL3, blockCreated: 13112599 },
})

/**
 * Aurora (eip155:1313161554).
 *
 * @example
 * createAppKit({ networks: [aurora], … })
 */
export const aurora: CaipNetwork = defineNetwork({
  id: 1313161554,
  name: 'Aurora',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrl: 'https://mainnet.aurora.dev',
  explorer: { name: 'Aurorascan', url: 'https://aurorascan.dev' },
  multicall3: { address: MULTICALL3, blockCreated: 62907816 },
})

/**
 * BNB Smart Chain (eip155:56).
 *
 * @example
 * createAppKit({ networks: [bsc], … })
 */
export const bsc: CaipNetwork = defineNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrl: 'https://bsc-dataseed.bnbchain.org',
  explorer: { name: 'BscScan', url: 'https://bscscan.com' },
  multicall3: { address: MULTICALL3, blockCreated: 15921452 },
})

/**
 * BNB Smart Chain testnet (eip155:97).
 *
 * @example
 * createAppKit({ networks: [bscTestnet], … })
 */
export const bscTestnet: CaipNetwork = defineNetwork({
  id: 97,
  name: 'BNB Smart Chain Testnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrl: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  explorer: { name: 'BscScan', url: 'https://testnet.bscscan.com' },
  testnet: true,
  multicall3: { address: MULTICALL3, blockCreated: 17422483 },
})

/**
 * Avalanche C-Chain (eip155:43114).
 *
 * @example
 * createAppKit({ networks: [avalanche], … })
 */
export const avalanche: CaipNetwork = defineNetwork({
  id: 43114,
  name: 'Avalanche',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrl: 'https://api.avax.network/ext/bc/C/rpc',
  explorer: { name: 'SnowTrace', url: 'https://snowtrace.io' },
  multicall3: { address: MULTICALL3, blockCreated: 11907934 },
})

/**
 * ZKsync Era (eip155:324).
 *
 * @example
 * createAppKit({ networks: [zksync], … })
 */
export const zksync: CaipNetwork = defineNetwork({
  id: 324,
  name: 'ZKsync Era',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrl: 'https://mainnet.era.zksync.io',
  explorer: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' },
  multicall3: { address: '0xF9cda624FBC7e059355ce98a31693d299FACd963', blockCreated: 3908235 },
})

/**
 * Gnosis (eip155:100).
 *
 * @example
 * createAppKit({ networks: [gnosis], … })
 */
export const gnosis: CaipNetwork = defineNetwork({
  id: 100,
  name: 'Gnosis',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrl: 'https://rpc.gnosischain.com',
  explorer: { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
  multicall3: { address: MULTICALL3, blockCreated: 21022491 },
})

/**
 * Base (eip155:8453).
 *
 * @example
 * createAppKit({ networks: [base], … })
 */
export const base: CaipNetwork = defineNetwork({
  id: 8453,
  name: 'Base',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrl: 'https://mainnet.base.org',
  explorer: { name: 'Basescan', url: 'https://basescan.org' },
  multicall3: { address: MULTICALL3, blockCreated: 5022 },
})

/**
 * Base Sepolia testnet (eip155:84532).
 *
 * @example
 * createAppKit({ networks: [baseSepolia], … })
 */
export const baseSepolia: CaipNetwork = defineNetwork({
  id: 84532,
  name: 'Base Sepolia',
  chainNamespace: 'eip155',
  nativeCurrency: SEPOLIA_ETHER,
  rpcUrl: 'https://sepolia.base.org',
  explorer: { name: 'Basescan', url: 'https://sepolia.basescan.org' },
  testnet: true,
  multicall3: { address: MULTICALL3, blockCreated: 1059647 },
})

/**
 * Ethereum Sepolia testnet (eip155:11155111).
 *
 * @example
 * createAppKit({ networks: [sepolia], … })
 */
export const sepolia: CaipNetwork = defineNetwork({
  id: 11155111,
  name: 'Sepolia',
  chainNamespace: 'eip155',
  nativeCurrency: SEPOLIA_ETHER,
  rpcUrl: 'https://ethereum-sepolia-rpc.publicnode.com',
  explorer: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
  testnet: true,
  multicall3: { address: MULTICALL3, blockCreated: 751532 },
})
