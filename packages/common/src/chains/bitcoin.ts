import type { CaipNetwork } from '../network.ts'
import { defineNetwork } from './defineNetwork.ts'

// §3: Bitcoin mainnet and testnet; CAIP-4 references are the first 32 hex digits of the genesis hash.
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/**
 * Bitcoin mainnet (bip122:000000000019d6689c085ae165831e93).
 *
 * @example
 * createAppKit({ networks: [bitcoin], … })
 */
export const bitcoin: CaipNetwork = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  chainNamespace: 'bip122',
  nativeCurrency: BTC,
  rpcUrl: 'https://bitcoin-rpc.publicnode.com',
  explorer: { name: 'Mempool', url: 'https://mempool.space' },
})

/**
 * Bitcoin testnet3 (bip122:000000000933ea01ad0ee984209779ba).
 *
 * @example
 * createAppKit({ networks: [bitcoinTestnet], … })
 */
export const bitcoinTestnet: CaipNetwork = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrl: 'https://bitcoin-testnet-rpc.publicnode.com',
  explorer: { name: 'Mempool', url: 'https://mempool.space/testnet' },
  testnet: true,
})
