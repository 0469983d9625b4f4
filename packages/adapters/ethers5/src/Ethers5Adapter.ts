import { Eip1193Adapter, type Eip1193AdapterOptions } from '@portico/core'

/** Options of {@link Ethers5Adapter}; all optional, as in AppKit's `new Ethers5Adapter()`. */
export type Ethers5AdapterOptions = Eip1193AdapterOptions

/**
 * Portico's EVM chain adapter on ethers 5, the counterpart of AppKit's `Ethers5Adapter`: balances through an
 * ethers 5 `StaticJsonRpcProvider` on each network's RPC; signing, typed data (`_signTypedData`), sending and
 * contract writes through an ethers 5 `JsonRpcSigner` over the connected wallet's EIP-1193 provider. Connecting,
 * the wallet's events, chain switching (with the `wallet_addEthereumChain` fallback), EIP-5792 capabilities and
 * batches are core's `Eip1193Adapter`, as in every EVM adapter. Wallet errors come out as `@portico/common`'s
 * named errors with the §8 texts and the wallet's RPC code (ethers 5's `ACTION_REJECTED` without a code is 4001).
 * ethers loads on first use.
 *
 * The app keeps using ethers on the provider `useAppKitProvider('eip155')` returns.
 *
 * @example
 * import { Ethers5Adapter } from '@portico/adapter-ethers5'
 * import { createAppKit, useAppKitProvider } from '@portico/react'
 * import { ethers } from 'ethers'
 *
 * createAppKit({ adapters: [new Ethers5Adapter()], networks: [mainnet, base], projectId, metadata })
 *
 * // in a component:
 * const { walletProvider } = useAppKitProvider<ethers.providers.ExternalProvider>('eip155')
 * const signer = new ethers.providers.Web3Provider(walletProvider!).getSigner()
 * await signer.signMessage('Hello from Portico')
 */
export class Ethers5Adapter extends Eip1193Adapter {
  constructor(options: Ethers5AdapterOptions = {}) {
    super(options, { label: 'ethers 5 adapter', loadActions: () => import('./ethers5Actions.ts') })
  }
}
