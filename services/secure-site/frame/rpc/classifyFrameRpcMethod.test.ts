import { UNSAFE_RPC_METHODS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { APPROVABLE_RPC_METHODS, classifyFrameRpcMethod } from './classifyFrameRpcMethod.ts'

describe('classifyFrameRpcMethod', () => {
  it('sends §6 reads straight to the server', () => {
    for (const method of [
      'eth_chainId',
      'eth_accounts',
      'eth_requestAccounts',
      'eth_getBalance',
      'eth_call',
      'eth_getTransactionReceipt',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
      'wallet_getAssets',
    ])
      expect(classifyFrameRpcMethod(method)).toEqual({ kind: 'safe' })
  })

  it('asks for approval for the signing methods the server can do', () => {
    for (const method of APPROVABLE_RPC_METHODS)
      expect(classifyFrameRpcMethod(method)).toEqual({ kind: 'approval', method })
  })

  it('refuses the unsafe methods the server cannot do yet, and every approvable one is unsafe', () => {
    const unavailable = UNSAFE_RPC_METHODS.filter(
      (method) => classifyFrameRpcMethod(method).kind === 'unavailable',
    )
    expect(unavailable.toSorted()).toEqual(
      [
        'eth_sendUserOperation',
        'solana_signAndSendTransaction',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'wallet_sendCalls',
      ].toSorted(),
    )
    for (const method of APPROVABLE_RPC_METHODS) expect(UNSAFE_RPC_METHODS).toContain(method)
  })

  it('does not allow anything else', () => {
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_switchEthereumChain', 'toString', ''])
      expect(classifyFrameRpcMethod(method)).toEqual({ kind: 'notAllowed' })
  })
})
