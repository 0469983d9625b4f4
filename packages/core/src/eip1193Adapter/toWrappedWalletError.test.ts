import {
  DisconnectFailedError,
  UnrecognizedChainError,
  UserRejectedRequestError,
  WalletRequestError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { toWrappedWalletError, walletErrorInside } from './toWrappedWalletError.ts'

describe('walletErrorInside', () => {
  it('finds the wallet error under info.error (ethers 6), error (ethers 5 and 6) and cause (viem, wagmi)', () => {
    const wallet = { code: 4001, message: 'denied' }
    expect(walletErrorInside({ code: 'ACTION_REJECTED', info: { error: wallet } })).toEqual(wallet)
    expect(
      walletErrorInside({ code: 'UNPREDICTABLE_GAS_LIMIT', error: { code: -32603, message: 'x' } }),
    ).toEqual({
      code: -32603,
      message: 'x',
    })
    expect(walletErrorInside(new Error('wrapped', { cause: { code: 4902 } }))).toEqual({
      code: 4902,
      message: undefined,
    })
    expect(walletErrorInside(wallet)).toEqual(wallet)
  })

  it('an ACTION_REJECTED whose wallet error was dropped (ethers 5) is 4001; nothing found is undefined', () => {
    expect(walletErrorInside({ code: 'ACTION_REJECTED', reason: 'user rejected signing' })).toEqual({
      code: 4001,
      message: 'ethers: ACTION_REJECTED',
    })
    expect(walletErrorInside({ code: 'UNKNOWN_ERROR', error: 'not an object' })).toBeUndefined()
    expect(walletErrorInside('boom')).toBeUndefined()
  })

  it('stops on a cycle among wrappers', () => {
    const cycle: { code: string; error?: unknown } = { code: 'UNKNOWN_ERROR' }
    cycle.error = cycle
    expect(walletErrorInside(cycle)).toBeUndefined()
  })
})

describe('toWrappedWalletError (§8)', () => {
  it('names the wallet error found inside, with its message, keeping the library error as the cause', () => {
    const thrown = { code: 'ACTION_REJECTED', info: { error: { code: 4001, message: 'User denied' } } }
    const rejected = toWrappedWalletError('personal_sign', thrown)
    expect(rejected).toBeInstanceOf(UserRejectedRequestError)
    expect(rejected).toMatchObject({ message: 'User rejected the request', rpcCode: 4001 })
    expect((rejected.cause as { cause?: unknown }).cause).toBe(thrown)

    const unknownChain = toWrappedWalletError('personal_sign', {
      error: { code: 4902, message: 'Unknown chain' },
    })
    expect(unknownChain).toBeInstanceOf(UnrecognizedChainError)
    expect(unknownChain).toMatchObject({ rpcCode: 4902, details: 'personal_sign: Unknown chain' })
  })

  it('passes a PorticoError through and names an error without a code as a WalletRequestError', () => {
    const named = new DisconnectFailedError()
    expect(toWrappedWalletError('x', named)).toBe(named)
    const plain = toWrappedWalletError('x', new Error('socket hang up'))
    expect(plain).toBeInstanceOf(WalletRequestError)
    expect(plain).toMatchObject({ rpcCode: undefined, method: 'x' })
  })
})
