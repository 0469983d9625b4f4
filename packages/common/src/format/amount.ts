import {
  SWAP_DESTINATION_DECIMALS,
  SWAP_MESSAGE_DECIMALS,
  TESTNET_BALANCE,
  TRANSACTION_AMOUNT_DECIMALS,
} from '../constants.ts'
import { formatBalance, type FormatBalanceOptions } from './number.ts'

/**
 * Options of the amount formatters: grouping only, as each fixes its own decimals.
 *
 * @example
 * formatTransactionAmount('1234.5', { grouping: false } satisfies FormatAmountOptions) // '1234.500'
 */
export type FormatAmountOptions = Omit<FormatBalanceOptions, 'decimals'>

/**
 * An activity row's amount: §2 "Transaction amounts show 3 decimals".
 *
 * @throws {InvalidDecimalStringError} when `numeric` is not a plain decimal string.
 *
 * @example
 * formatTransactionAmount('1234.56789') // '1,234.567'
 */
export function formatTransactionAmount(numeric: string, options: FormatAmountOptions = {}): string {
  return formatBalance(numeric, { ...options, decimals: TRANSACTION_AMOUNT_DECIMALS })
}

/**
 * The swap destination amount in the input: §5 "Destination amount shown with 6 decimals".
 *
 * @throws {InvalidDecimalStringError} when `numeric` is not a plain decimal string.
 *
 * @example
 * formatSwapDestinationAmount('0.123456789') // '0.123456'
 */
export function formatSwapDestinationAmount(numeric: string, options: FormatAmountOptions = {}): string {
  return formatBalance(numeric, { ...options, decimals: SWAP_DESTINATION_DECIMALS })
}

/**
 * A swap amount inside a message such as "Swapping 1.234 ETH to 3,456.789 USDC": §5 "3 in messages".
 *
 * @throws {InvalidDecimalStringError} when `numeric` is not a plain decimal string.
 *
 * @example
 * formatSwapMessageAmount('3456.78912') // '3,456.789'
 */
export function formatSwapMessageAmount(numeric: string, options: FormatAmountOptions = {}): string {
  return formatBalance(numeric, { ...options, decimals: SWAP_MESSAGE_DECIMALS })
}

/**
 * What {@link formatNetworkBalance} needs to know about the active network.
 *
 * @example
 * formatNetworkBalance('1.5', { testnet: network.testnet, supported } satisfies NetworkBalanceContext)
 */
export interface NetworkBalanceContext {
  /** The network is a test network (a `CaipNetwork`'s `testnet` flag). */
  testnet?: boolean | undefined
  /** The data API supports the network; `false` for unsupported chains. */
  supported?: boolean | undefined
}

/**
 * The account balance for display: §2 "'0.00' for test networks and unsupported chains", and when no
 * balance is known yet; otherwise 2 decimals (§9).
 *
 * @throws {InvalidDecimalStringError} when a shown `numeric` is not a plain decimal string.
 *
 * @example
 * formatNetworkBalance('12.3456', { testnet: false, supported: true }) // '12.34'
 * formatNetworkBalance('12.3456', { testnet: true }) // '0.00'
 * formatNetworkBalance('12.3456', { supported: false }) // '0.00'
 */
export function formatNetworkBalance(
  numeric: string | undefined,
  { testnet = false, supported = true }: NetworkBalanceContext = {},
  options: FormatBalanceOptions = {},
): string {
  if (testnet || !supported || numeric === undefined) return TESTNET_BALANCE
  return formatBalance(numeric, options)
}
