import { describe, expect, it } from 'vitest'
import {
  isAllowedRpcMethod,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
} from './rpcMethods.ts'
import { WALLET_CONNECT_EIP155_METHODS } from './walletConnectMethods.ts'

describe('RPC method lists (§6, §9)', () => {
  it('treats reads as safe', () => {
    for (const method of [
      'eth_blockNumber',
      'eth_call',
      'eth_chainId',
      'eth_estimateGas',
      'eth_gasPrice',
      'eth_getBalance',
      'eth_getBlockByHash',
      'eth_getBlockByNumber',
      'eth_getCode',
      'eth_getLogs',
      'eth_getStorageAt',
      'eth_getTransactionByHash',
      'eth_getTransactionCount',
      'eth_getTransactionReceipt',
      'eth_feeHistory',
      'eth_maxPriorityFeePerGas',
      'net_version',
      'wallet_getCallsStatus',
      'wallet_getCapabilities',
    ]) {
      expect(isSafeRpcMethod(method)).toBe(true)
      expect(isUnsafeRpcMethod(method)).toBe(false)
      expect(isAllowedRpcMethod(method)).toBe(true)
    }
  })

  it('treats signing and sending as unsafe', () => {
    expect([...UNSAFE_RPC_METHODS]).toEqual([
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
    ])
    for (const method of UNSAFE_RPC_METHODS) {
      expect(isUnsafeRpcMethod(method)).toBe(true)
      expect(isSafeRpcMethod(method)).toBe(false)
    }
  })

  it('keeps the two lists apart and refuses everything else', () => {
    expect(SAFE_RPC_METHODS.filter((method) => isUnsafeRpcMethod(method))).toEqual([])
    for (const method of ['eth_sign', 'eth_sendRawTransaction', 'debug_traceTransaction', '', 'toString']) {
      expect(isAllowedRpcMethod(method)).toBe(false)
    }
  })

  it('asks WalletConnect wallets for exactly 23 distinct eip155 methods', () => {
    expect(WALLET_CONNECT_EIP155_METHODS).toHaveLength(23)
    expect(new Set(WALLET_CONNECT_EIP155_METHODS).size).toBe(23)
    for (const method of ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']) {
      expect(WALLET_CONNECT_EIP155_METHODS).toContain(method)
    }
  })
})
