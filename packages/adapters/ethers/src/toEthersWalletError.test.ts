import { UnrecognizedChainError, UserRejectedRequestError, WalletRequestError } from '@portico/common'
import { BrowserProvider, JsonRpcSigner, type Eip1193Provider } from 'ethers'
import { describe, expect, it } from 'vitest'
import { toEthersWalletError } from './index.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** What ethers 6 itself throws when a wallet rejects `method` with `walletError`. */
async function ethersErrorFor(walletError: unknown): Promise<unknown> {
  const wallet: Eip1193Provider = {
    request: async ({ method }) => {
      if (method === 'eth_chainId') return '0x7a69'
      throw walletError
    },
  }
  const signer = new JsonRpcSigner(new BrowserProvider(wallet, 'any'), address)
  return signer.signMessage('x').catch((caught: unknown) => caught)
}

describe('toEthersWalletError', () => {
  it('finds the 4001 under the ACTION_REJECTED ethers 6 throws and keeps the ethers error as the cause', async () => {
    const thrown = await ethersErrorFor({ code: 4001, message: 'User denied message signature' })
    expect(thrown).toMatchObject({ code: 'ACTION_REJECTED' })
    const error = toEthersWalletError('personal_sign', thrown)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ message: 'User rejected the request', rpcCode: 4001 })
    expect((error.cause as { cause?: unknown }).cause).toBe(thrown)
  })

  it('finds other wallet codes under ethers 6 wrappers (4902 → UnrecognizedChainError, -32000 → WalletRequestError)', async () => {
    const unknownChain = toEthersWalletError(
      'personal_sign',
      await ethersErrorFor({ code: 4902, message: 'Unknown chain' }),
    )
    expect(unknownChain).toBeInstanceOf(UnrecognizedChainError)
    expect(unknownChain).toMatchObject({ rpcCode: 4902, details: 'personal_sign: Unknown chain' })
    const failing = toEthersWalletError(
      'personal_sign',
      await ethersErrorFor({ code: -32000, message: 'boom' }),
    )
    expect(failing).toBeInstanceOf(WalletRequestError)
    expect(failing).toMatchObject({ rpcCode: -32000, method: 'personal_sign' })
  })
})
