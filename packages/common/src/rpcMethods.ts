/**
 * §6: read-only wallet RPC methods; they never need the person's approval, so the modal stays closed.
 *
 * @example
 * SAFE_RPC_METHODS.includes('eth_call') // true
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
] as const

/**
 * §6: methods that need the person's approval in the wallet; the modal opens for them and closing it
 * rejects them (§4).
 *
 * @example
 * UNSAFE_RPC_METHODS.includes('personal_sign') // true
 */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/**
 * A §6 safe method.
 *
 * @example
 * const method: SafeRpcMethod = 'eth_call'
 */
export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
/**
 * A §6 unsafe method.
 *
 * @example
 * const method: UnsafeRpcMethod = 'personal_sign'
 */
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]

/**
 * Whether `method` is a §6 safe (read-only) method.
 *
 * @example
 * isSafeRpcMethod('eth_getBalance') // true
 * isSafeRpcMethod('personal_sign') // false
 */
export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return (SAFE_RPC_METHODS as readonly string[]).includes(method)
}

/**
 * Whether `method` is a §6 unsafe method that needs the person's approval.
 *
 * @example
 * isUnsafeRpcMethod('eth_sendTransaction') // true
 */
export function isUnsafeRpcMethod(method: string): method is UnsafeRpcMethod {
  return (UNSAFE_RPC_METHODS as readonly string[]).includes(method)
}

/**
 * §5/§6: only a known list of RPC methods is allowed: the safe and the unsafe ones. Anything else is
 * refused ('Requested RPC call is not allowed').
 *
 * @example
 * isAllowedRpcMethod('eth_call') // true
 * isAllowedRpcMethod('eth_sign') // false
 */
export function isAllowedRpcMethod(method: string): method is SafeRpcMethod | UnsafeRpcMethod {
  return isSafeRpcMethod(method) || isUnsafeRpcMethod(method)
}
