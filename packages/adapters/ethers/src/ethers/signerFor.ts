import { BrowserProvider, getAddress, JsonRpcSigner, type Eip1193Provider } from 'ethers'
import type { EIP1193Provider } from 'viem'

/**
 * An ethers `JsonRpcSigner` for `address` whose every request goes to the wallet's EIP-1193 `provider`, as an
 * app would build it with `new BrowserProvider(walletProvider)`. A new `BrowserProvider` each time, on network
 * `any`: the wallet may have changed chains since the last call, and ethers must follow it rather than refuse.
 *
 * @example
 * const signature = await signerFor(provider, address).signMessage('Sign in to Portico')
 */
export function signerFor(provider: EIP1193Provider, address: string): JsonRpcSigner {
  const browserProvider = new BrowserProvider(provider as Eip1193Provider, 'any')
  // Built directly: `getSigner(address)` would ask the wallet for its accounts first.
  return new JsonRpcSigner(browserProvider, getAddress(address))
}
