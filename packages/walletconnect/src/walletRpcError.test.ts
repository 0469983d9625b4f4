import { describe, expect, it } from 'vitest'
import { EIP1193ProviderRpcError } from 'viem'
import { providerError, toWalletRpcError, WalletRpcError } from './walletRpcError.ts'

describe('WalletRpcError', () => {
  it("keeps the wallet's code, message and data", () => {
    const answer = { code: 4001, message: 'User rejected the request.', data: { reason: 'tapped no' } }
    const error = toWalletRpcError(answer)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error).toBeInstanceOf(EIP1193ProviderRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.', data: answer.data })
    expect(error.cause).toBe(answer)
    expect(toWalletRpcError(error)).toBe(error)
  })

  it('gives errors without a numeric code -32603', () => {
    expect(toWalletRpcError(new Error('Request expired. Please try again.'))).toMatchObject({
      code: -32603,
      message: 'Request expired. Please try again.',
    })
    expect(toWalletRpcError(undefined)).toMatchObject({ code: -32603, message: 'Internal JSON-RPC error' })
  })

  it("uses §8's messages for the session's own errors", () => {
    expect(providerError(4900)).toMatchObject({
      code: 4900,
      message: 'The provider is disconnected from all chains',
    })
    expect(providerError(4902, 'custom')).toMatchObject({ code: 4902, message: 'custom' })
  })
})
