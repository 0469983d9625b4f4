import { isSafeRpcMethod } from '@portico/common'

/**
 * Whether a node can answer `method` instead of the wallet: a §6 safe (read-only) method that is not a
 * `wallet_*` method (capabilities, call status and assets are the wallet's to answer).
 *
 * @example
 * isChainReadMethod('eth_getBalance') // true
 * isChainReadMethod('wallet_getCapabilities') // false
 * isChainReadMethod('personal_sign') // false
 */
export function isChainReadMethod(method: string): boolean {
  return isSafeRpcMethod(method) && !method.startsWith('wallet_')
}
