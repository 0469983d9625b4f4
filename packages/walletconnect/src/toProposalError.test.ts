import { UserRejectedRequestError, WalletRequestError } from '@portico/common'
import { getSdkError } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { toProposalError } from './toProposalError.ts'

describe('toProposalError', () => {
  it('reads every way a wallet declines a proposal as the person rejecting it', () => {
    for (const key of [
      'USER_REJECTED',
      'USER_REJECTED_CHAINS',
      'UNSUPPORTED_CHAINS',
      'UNSUPPORTED_NAMESPACE_KEY',
    ] as const) {
      const error = toProposalError(getSdkError(key))
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error.message).toBe('User rejected the request')
      expect(error.cause).toMatchObject({ code: getSdkError(key).code })
    }
    expect(toProposalError({ code: 4001, message: 'no' })).toBeInstanceOf(UserRejectedRequestError)
  })

  it('keeps an expired proposal or a failed publish apart, as a wc_sessionPropose failure', () => {
    const expired = toProposalError(new Error('Proposal expired'))
    expect(expired).toBeInstanceOf(WalletRequestError)
    expect(expired).toMatchObject({
      method: 'wc_sessionPropose',
      rpcCode: undefined,
      details: 'Proposal expired',
    })
    expect(toProposalError({ code: 0, message: 'Proposal expired' })).toMatchObject({ rpcCode: 0 })
  })
})
