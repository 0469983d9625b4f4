import {
  toWalletError,
  type AdapterGetBalanceParameters,
  type AdapterGetBalanceReturnType,
} from '@portico/core'
import { getBalance as wagmiGetBalance } from '@wagmi/core'
import { formatUnits, type Address } from 'viem'
import type { WagmiSession } from '../session.ts'

/**
 * The native balance of `address` on `caipNetwork`, read through wagmi's `getBalance` (the network's transport).
 *
 * @example
 * const { balance, symbol } = await getBalance(session, { address, caipNetwork: porticoDevnet }) // '10000', 'ETH'
 */
export async function getBalance(
  session: WagmiSession,
  { address, caipNetwork }: AdapterGetBalanceParameters,
): Promise<AdapterGetBalanceReturnType> {
  try {
    const { value, decimals } = await wagmiGetBalance(session.config, {
      address: address as Address,
      chainId: Number(caipNetwork.id),
    })
    return { balance: formatUnits(value, decimals), symbol: caipNetwork.nativeCurrency.symbol }
  } catch (error) {
    throw toWalletError('eth_getBalance', error)
  }
}
