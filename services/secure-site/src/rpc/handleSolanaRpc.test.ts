import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { handleSolanaRpc, type SolanaRpcContext } from './handleSolanaRpc.ts'
import {
  buildSolanaMessage,
  buildSolanaTransaction,
  systemTransfer,
  testSolanaKey,
} from './solanaTestTransactions.ts'

const user = testSolanaKey(1)
const thief = testSolanaKey(2)
const context: SolanaRpcContext = { address: user.address, withKey: async (use) => use(user.privateKey) }

describe('handleSolanaRpc', () => {
  it('signs a text message with the ed25519 key', async () => {
    const message = new TextEncoder().encode('Sign in to Shop')
    const { signature } = (await handleSolanaRpc(
      'solana_signMessage',
      { message: base58.encode(message), pubkey: user.address },
      context,
    )) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(user.address))).toBe(true)
  })

  it('attack: solana_signMessage refuses a message that is a transaction message, legacy or v0, or a whole transaction', async () => {
    for (const versioned of [false, true]) {
      // Signed "as a message", these bytes would be a valid signature of a transfer of 5 SOL to the thief.
      const drain = buildSolanaMessage(
        user.address,
        [systemTransfer(user.address, thief.address, 5_000_000_000n)],
        versioned,
      )
      await expect(
        handleSolanaRpc(
          'solana_signMessage',
          { message: base58.encode(drain), pubkey: user.address },
          context,
        ),
      ).rejects.toThrow(/solana_signMessage refuses this message: it is a Solana transaction/)
      const whole = buildSolanaTransaction(drain)
      await expect(
        handleSolanaRpc('solana_signMessage', { message: whole, pubkey: user.address }, context),
      ).rejects.toMatchObject({ statusCode: 400 })
    }
  })

  it('signs that same transfer when it is asked as a transaction', async () => {
    const message = buildSolanaMessage(user.address, [systemTransfer(user.address, thief.address, 1n)])
    const { signature } = (await handleSolanaRpc(
      'solana_signTransaction',
      { transaction: buildSolanaTransaction(message), pubkey: user.address },
      context,
    )) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(user.address))).toBe(true)
  })
})
