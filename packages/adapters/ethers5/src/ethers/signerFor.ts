import { providers, utils } from 'ethers'
import type { EIP1193Provider } from 'viem'

/**
 * An ethers 5 `JsonRpcSigner` for `address` whose every request goes to the wallet's EIP-1193 `provider`, as an
 * app would build it with `new providers.Web3Provider(walletProvider)`. A new `Web3Provider` each time, on
 * network `any`: the wallet may have changed chains since the last call, and ethers must follow it rather than
 * refuse.
 *
 * @example
 * const signature = await signerFor(provider, address).signMessage('Sign in to Portico')
 */
export function signerFor(provider: EIP1193Provider, address: string): providers.JsonRpcSigner {
  const web3Provider = new providers.Web3Provider(provider as providers.ExternalProvider, 'any')
  // With an address ethers 5 asks the wallet nothing until it signs or sends.
  return web3Provider.getSigner(utils.getAddress(address))
}
