// The chain driven by @solana/web3.js 1.99 as most wallets still do: Connection reads, a transfer confirmed over
// signatureSubscribe on the RPC port + 1 (web3.js derives it), airdrops, parsed token accounts, preflight errors.
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_PROGRAM_ADDRESS, devnetSolanaAccounts, devnetSolanaToken } from './devnetSolanaFixtures.ts'
import { startSolanaChain, type RunningSolanaChain } from './startSolanaChain.ts'

let chain: RunningSolanaChain
let connection: Connection
const holder = Keypair.fromSeed(Buffer.from(devnetSolanaAccounts[3]!.privateKey, 'hex'))

interface RpcWebSocketClient {
  setAutoReconnect(reconnect: boolean): void
  close(): void
}

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0, slotIntervalMs: 100 })
  // No wsEndpoint: web3.js derives ws://host:(port + 1), which is where the chain listens.
  connection = new Connection(chain.rpcUrl, 'confirmed')
})

afterAll(async () => {
  // web3.js reconnects its socket forever unless told not to; this worker runs other files next.
  const socket = (connection as unknown as { _rpcWebSocket: RpcWebSocketClient })._rpcWebSocket
  socket.setAutoReconnect(false)
  socket.close()
  await chain?.stop()
})

async function transfer(from: Keypair, to: PublicKey, lamports: number) {
  const latest = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: from.publicKey, ...latest }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )
  transaction.sign(from)
  return { latest, transaction }
}

describe('startSolanaChain with @solana/web3.js 1.99', () => {
  it('answers getBalance, getEpochInfo, getVersion and rent for a fixture account', async () => {
    expect(holder.publicKey.toBase58()).toBe(devnetSolanaAccounts[3]!.address)
    expect(await connection.getBalance(holder.publicKey)).toBe(1_000 * LAMPORTS_PER_SOL)
    const epoch = await connection.getEpochInfo()
    expect(epoch).toMatchObject({ epoch: 0, slotsInEpoch: 432_000 })
    expect(epoch.absoluteSlot).toBe(epoch.blockHeight)
    expect(await connection.getVersion()).toMatchObject({ 'solana-core': expect.any(String) })
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
  })

  it('sends a transfer and confirms it over signatureSubscribe', async () => {
    const recipient = Keypair.generate().publicKey
    const { latest, transaction } = await transfer(holder, recipient, 2 * LAMPORTS_PER_SOL)
    const signature = await connection.sendRawTransaction(transaction.serialize())
    const confirmation = await connection.confirmTransaction({ signature, ...latest })
    expect(confirmation.value.err).toBeNull()
    expect(await connection.getBalance(recipient)).toBe(2 * LAMPORTS_PER_SOL)

    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.fee).toBe(5_000)
    expect(landed?.meta?.postBalances[1]).toBe(2 * LAMPORTS_PER_SOL)
    expect(landed?.transaction.signatures).toEqual([signature])
    const [entry] = await connection.getSignaturesForAddress(recipient)
    expect(entry).toMatchObject({ signature, err: null, confirmationStatus: 'finalized' })
  })

  it('airdrops from the faucet', async () => {
    const recipient = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(recipient, LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    await connection.confirmTransaction({ signature, ...latest })
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL)
  })

  it('lists parsed token accounts by owner', async () => {
    const { value } = await connection.getParsedTokenAccountsByOwner(holder.publicKey, {
      programId: new PublicKey(TOKEN_PROGRAM_ADDRESS),
    })
    expect(value).toHaveLength(1)
    expect(value[0]!.account.data.parsed.info).toMatchObject({
      mint: devnetSolanaToken('PUSD').address,
      tokenAmount: { amount: '25000000000', decimals: 6, uiAmountString: '25000' },
    })
  })

  it('refuses an overdraft in preflight with the simulation logs, as a validator does', async () => {
    const { transaction } = await transfer(holder, Keypair.generate().publicKey, 10_000 * LAMPORTS_PER_SOL)
    const error = await connection.sendRawTransaction(transaction.serialize()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    const sendError = error as SendTransactionError
    expect(sendError.message).toContain(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
    expect(sendError.logs?.join('\n')).toContain('Transfer: insufficient lamports')
  })
})
