import {
  ChainDisconnectedError,
  DisconnectFailedError,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  WalletRequestError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { rpcCodeOf } from './rpcCodeOf.ts'
import { toWalletError } from './toWalletError.ts'

describe('toWalletError (§8)', () => {
  it('4001 is a UserRejectedRequestError with the exact message and the wallet error as cause', () => {
    const rejection = { code: 4001, message: 'User denied' }
    const error = toWalletError('personal_sign', rejection)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ message: 'User rejected the request', cause: rejection })
  })

  it.each([
    [
      4100,
      UnauthorizedProviderError,
      'The requested method and/or account has not been authorized by the user',
    ],
    [4200, UnsupportedProviderMethodError, 'The provider does not support the requested method'],
    [4900, ProviderDisconnectedError, 'The provider is disconnected from all chains'],
    [4901, ChainDisconnectedError, 'The provider is not connected to the requested chain'],
    [4902, UnrecognizedChainError, 'Unrecognized chain ID'],
  ])(
    '%i is its named provider error with the exact message and the method in details',
    (code, ErrorClass, message) => {
      const error = toWalletError('eth_sendTransaction', { code, message: 'from the wallet' })
      expect(error).toBeInstanceOf(ErrorClass)
      expect(error).toMatchObject({ message, rpcCode: code, details: 'eth_sendTransaction: from the wallet' })
      expect(toWalletError('eth_accounts', { code })).toMatchObject({ details: 'eth_accounts' })
    },
  )

  it("finds the wallet's code under a library's wrapper", () => {
    const wrapped = new Error('Transaction failed', {
      cause: new Error('User denied', { cause: { code: 4001 } }),
    })
    expect(toWalletError('eth_sendTransaction', wrapped)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('passes a PorticoError through and names other failures as WalletRequestError with their code', () => {
    const named = new DisconnectFailedError()
    expect(toWalletError('x', named)).toBe(named)
    const failure = toWalletError('eth_chainId', { code: -32603 })
    expect(failure).toBeInstanceOf(WalletRequestError)
    expect(failure).toMatchObject({
      method: 'eth_chainId',
      rpcCode: -32603,
      message: 'Wallet request eth_chainId failed',
    })
    expect(toWalletError('x', new Error('socket hang up'))).toMatchObject({ rpcCode: undefined, method: 'x' })
  })
})

describe('rpcCodeOf', () => {
  it('reads a numeric code, walking causes, and stops on a cycle or a non-object', () => {
    expect(rpcCodeOf({ code: 4001 })).toBe(4001)
    expect(rpcCodeOf({ code: 'ACTION_REJECTED', cause: { code: 4001 } })).toBe(4001)
    const cyclic: { cause?: unknown } = {}
    cyclic.cause = cyclic
    expect(rpcCodeOf(cyclic)).toBeUndefined()
    expect(rpcCodeOf('boom')).toBeUndefined()
    expect(rpcCodeOf(null)).toBeUndefined()
  })
})
