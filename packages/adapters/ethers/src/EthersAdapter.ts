import { Eip1193Adapter, type Eip1193AdapterOptions } from '@portico/core'

/** Options of {@link EthersAdapter}; all optional, as in AppKit's `new EthersAdapter()`. */
export type EthersAdapterOptions = Eip1193AdapterOptions

/**
 * Portico's EVM chain adapter on ethers 6, the counterpart of AppKit's `EthersAdapter`: balances through an
 * ethers `JsonRpcProvider` on each network's RPC; signing, typed data, sending and contract writes through an
 * ethers `JsonRpcSigner` over the connected wallet's EIP-1193 provider. Connecting, the wallet's events, chain
 * switching (with the `wallet_addEthereumChain` fallback), EIP-5792 capabilities and batches are core's
 * `Eip1193Adapter`, as in every EVM adapter. Wallet errors come out as `@portico/common`'s named errors with the
 * §8 texts and the wallet's RPC code, found under ethers' wrappers. ethers loads on first use.
 *
 * The app keeps using ethers on the provider `useAppKitProvider('eip155')` returns.
 *
 * @example
 * import { EthersAdapter } from '@portico/adapter-ethers'
 * import { createAppKit, useAppKitProvider } from '@portico/react'
 * import { BrowserProvider, type Eip1193Provider } from 'ethers'
 *
 * createAppKit({ adapters: [new EthersAdapter()], networks: [mainnet, base], projectId, metadata })
 *
 * // in a component:
 * const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 * const signer = await new BrowserProvider(walletProvider!).getSigner()
 * await signer.signMessage('Hello from Portico')
 */
export class EthersAdapter extends Eip1193Adapter {
  constructor(options: EthersAdapterOptions = {}) {
    super(options, { label: 'ethers adapter', loadActions: () => import('./ethersActions.ts') })
  }
}
