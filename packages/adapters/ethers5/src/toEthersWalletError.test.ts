import { UnrecognizedChainError, UserRejectedRequestError, WalletRequestError } from '@portico/common'
import { providers } from 'ethers'
import { describe, expect, it } from 'vitest'
import { toEthersWalletError } from './index.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** What ethers 5 itself throws when a wallet rejects a signature or a transaction with `walletError`. */
async function ethersErrorsFor(walletError: unknown): Promise<unknown[]> {
  const wallet: providers.ExternalProvider = {
    request: async ({ method }) => {
      if (method === 'eth_chainId') return '0x7a69'
      if (method === 'eth_estimateGas') return '0x5208'
      throw walletError
    },
  }
  const signer = new providers.Web3Provider(wallet, 'any').getSigner(address)
  return Promise.all([
    signer.signMessage('x').catch((caught: unknown) => caught),
    signer.sendUncheckedTransaction({ to: address, value: 1 }).catch((caught: unknown) => caught),
  ])
}

describe('toEthersWalletError (ethers 5)', () => {
  it("names ethers 5's ACTION_REJECTED on 'user denied' (no code left) as a 4001 UserRejectedRequestError", async () => {
    for (const thrown of await ethersErrorsFor({ code: 4001, message: 'User denied message signature' })) {
      const error = toEthersWalletError('personal_sign', thrown)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error).toMatchObject({ message: 'User rejected the request', rpcCode: 4001 })
      expect((error.cause as { cause?: unknown }).cause).toBe(thrown)
    }
  })

  it('finds the wallet code ethers 5 passes on or wraps (4902 → UnrecognizedChainError, -32000 → WalletRequestError)', async () => {
    for (const thrown of await ethersErrorsFor({ code: 4902, message: 'Unknown chain' })) {
      expect(toEthersWalletError('m', thrown)).toBeInstanceOf(UnrecognizedChainError)
      expect(toEthersWalletError('m', thrown)).toMatchObject({ rpcCode: 4902 })
    }
    for (const thrown of await ethersErrorsFor({ code: -32000, message: 'boom' })) {
      expect(toEthersWalletError('m', thrown)).toBeInstanceOf(WalletRequestError)
      expect(toEthersWalletError('m', thrown)).toMatchObject({ rpcCode: -32000, method: 'm' })
    }
  })

  it('keeps the code of a 4001 whose message ethers 5 does not recognise as a rejection', async () => {
    for (const thrown of await ethersErrorsFor({ code: 4001, message: 'Request declined' })) {
      expect(toEthersWalletError('personal_sign', thrown)).toBeInstanceOf(UserRejectedRequestError)
      expect(toEthersWalletError('personal_sign', thrown)).toMatchObject({ rpcCode: 4001 })
    }
  })
})
