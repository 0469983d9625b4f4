import { getAddress, isAddress, type Address } from 'viem'

/**
 * The EVM chain ids of a session's eip155 chains, in the wallet's order.
 *
 * @example
 * sessionChainIds({ chains: ['eip155:31337', 'eip155:31338'] }) // [31337, 31338]
 */
export function sessionChainIds({ chains }: { chains: readonly string[] }): number[] {
  return chains
    .map((chain) => Number(chain.split(':')[1]))
    .filter((chainId) => Number.isSafeInteger(chainId) && chainId > 0)
}

/**
 * The checksummed addresses a session approved on `chainId` (CAIP-10 accounts `eip155:<chainId>:<address>`).
 *
 * @example
 * sessionAddresses({ accounts: ['eip155:31337:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'] }, 31337)
 * // ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']
 */
export function sessionAddresses({ accounts }: { accounts: readonly string[] }, chainId: number): Address[] {
  const prefix = `eip155:${chainId}:`
  const addresses = accounts
    .filter((account) => account.startsWith(prefix))
    .map((account) => account.slice(prefix.length))
    .filter((address) => isAddress(address, { strict: false }))
    .map((address) => getAddress(address))
  return [...new Set(addresses)]
}
