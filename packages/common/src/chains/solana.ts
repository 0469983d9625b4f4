import type { CaipNetwork } from '../network.ts'
import { defineNetwork } from './defineNetwork.ts'

// §3: the three Solana clusters; CAIP-30 references are the first 32 characters of the genesis hash.
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/**
 * Solana mainnet-beta (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp).
 *
 * @example
 * createAppKit({ networks: [solana], … })
 */
export const solana: CaipNetwork = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  explorer: { name: 'Solscan', url: 'https://solscan.io' },
})

/**
 * Solana devnet (solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1).
 *
 * @example
 * createAppKit({ networks: [solanaDevnet], … })
 */
export const solanaDevnet: CaipNetwork = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrl: 'https://api.devnet.solana.com',
  explorer: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' },
  testnet: true,
})

/**
 * Solana testnet (solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z).
 *
 * @example
 * createAppKit({ networks: [solanaTestnet], … })
 */
export const solanaTestnet: CaipNetwork = defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrl: 'https://api.testnet.solana.com',
  explorer: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' },
  testnet: true,
})
