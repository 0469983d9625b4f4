// The chain driven by @solana/kit as a dapp would: reads, a SOL transfer and SPL / Token-2022 transfers signed
// with fixture keys and confirmed over signatureSubscribe, history, and account and slot subscriptions.
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import {
  address,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Rpc,
  type RpcSubscriptions,
  type Signature,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEVNET_SOLANA_GENESIS_HASH,
  LAMPORTS_PER_SOL,
  devnetSolanaAccounts,
  devnetSolanaToken,
} from './devnetSolanaFixtures.ts'
import { startSolanaChain, type RunningSolanaChain } from './startSolanaChain.ts'

let chain: RunningSolanaChain
let rpc: Rpc<SolanaRpcApi>
let rpcSubscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>
let holder: KeyPairSigner

function signerOf(index: number): Promise<KeyPairSigner> {
  const key = new Uint8Array(Buffer.from(devnetSolanaAccounts[index]!.privateKey, 'hex'))
  return createKeyPairSignerFromPrivateKeyBytes(key)
}

async function sendAndConfirm(payer: KeyPairSigner, instructions: Instruction[]): Promise<Signature> {
  const { value: latestBlockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  assertIsTransactionWithBlockhashLifetime(transaction)
  await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction, {
    commitment: 'confirmed',
  })
  return getSignatureFromTransaction(transaction)
}

async function tokenBalance(owner: Address, symbol: 'PUSD' | 'PT22' | 'PASS'): Promise<string> {
  const token = devnetSolanaToken(symbol)
  const [ata] = await findAssociatedTokenPda({
    owner,
    mint: address(token.address),
    tokenProgram: address(token.programAddress),
  })
  const { value } = await rpc.getTokenAccountBalance(ata).send()
  return value.amount
}

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0, slotIntervalMs: 100 })
  rpc = createSolanaRpc(chain.rpcUrl)
  rpcSubscriptions = createSolanaRpcSubscriptions(chain.wsUrl)
  holder = await signerOf(1)
})

afterAll(async () => {
  await chain?.stop()
})

describe('startSolanaChain with @solana/kit', () => {
  it('listens on the RPC port and the next one for WebSocket, with the fixed genesis hash', async () => {
    expect(chain.wsPort).toBe(chain.port + 1)
    expect(await rpc.getGenesisHash().send()).toBe(DEVNET_SOLANA_GENESIS_HASH)
    expect(await rpc.getHealth().send()).toBe('ok')
  })

  it('starts with the fixture balances: SOL, PUSD (SPL), PT22 (Token-2022) and the pass', async () => {
    const { value } = await rpc.getBalance(address(devnetSolanaAccounts[2]!.address)).send()
    expect(value).toBe(1_000n * LAMPORTS_PER_SOL)
    const owner = address(devnetSolanaAccounts[2]!.address)
    expect(await tokenBalance(owner, 'PUSD')).toBe('25000000000')
    expect(await tokenBalance(owner, 'PT22')).toBe('1000000000000')
    expect(await tokenBalance(holder.address, 'PASS')).toBe('1')

    const { value: accounts } = await rpc
      .getTokenAccountsByOwner(
        holder.address,
        { programId: address(devnetSolanaToken('PT22').programAddress) },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(accounts).toHaveLength(1)
    expect(accounts[0]!.account.data).toMatchObject({
      program: 'spl-token-2022',
      parsed: {
        type: 'account',
        info: {
          mint: devnetSolanaToken('PT22').address,
          owner: holder.address,
          state: 'initialized',
          isNative: false,
          tokenAmount: { amount: '1000000000000', decimals: 9, uiAmount: 1000, uiAmountString: '1000' },
          extensions: [{ extension: 'immutableOwner' }],
        },
      },
    })

    const { value: mint } = await rpc
      .getAccountInfo(address(devnetSolanaToken('PASS').address), { encoding: 'jsonParsed' })
      .send()
    expect(mint?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 0, supply: '1', mintAuthority: null } },
    })
  })

  it('confirms a SOL transfer signed with a fixture key, and records it for history', async () => {
    const recipient = await generateKeyPairSigner()
    const slotBefore = await rpc.getSlot().send()
    const signature = await sendAndConfirm(holder, [
      getTransferSolInstruction({
        source: holder,
        destination: recipient.address,
        amount: lamports(1_500_000_000n),
      }),
    ])
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(1_500_000_000n)
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized', status: { Ok: null } })
    expect(statuses[0]!.slot).toBeGreaterThan(slotBefore)

    const transaction = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'jsonParsed' })
      .send()
    expect(transaction?.meta?.fee).toBe(5_000n)
    expect(transaction?.version).toBe(0)
    expect(transaction?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { source: holder.address, destination: recipient.address, lamports: 1_500_000_000n },
      },
    })
    const history = await rpc.getSignaturesForAddress(recipient.address).send()
    expect(history.map((entry) => entry.signature)).toEqual([signature])
    expect(history[0]).toMatchObject({ err: null, confirmationStatus: 'finalized', memo: null })
  })

  it('transfers PUSD to a new holder (creating the associated account) and PT22 through Token-2022', async () => {
    const recipient = await generateKeyPairSigner()
    for (const symbol of ['PUSD', 'PT22'] as const) {
      const token = devnetSolanaToken(symbol)
      const mint = address(token.address)
      const tokenProgram = address(token.programAddress)
      const [source] = await findAssociatedTokenPda({ owner: holder.address, mint, tokenProgram })
      const [destination] = await findAssociatedTokenPda({ owner: recipient.address, mint, tokenProgram })
      const signature = await sendAndConfirm(holder, [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: holder,
          ata: destination,
          owner: recipient.address,
          mint,
          tokenProgram,
        }),
        getTransferCheckedInstruction(
          { source, mint, destination, authority: holder, amount: 2_500n, decimals: token.decimals },
          { programAddress: tokenProgram },
        ),
      ])
      expect(await tokenBalance(recipient.address, symbol)).toBe('2500')
      const transaction = await rpc
        .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
        .send()
      expect(transaction?.meta?.postTokenBalances).toContainEqual(
        expect.objectContaining({
          mint: token.address,
          owner: recipient.address,
          programId: token.programAddress,
          uiTokenAmount: expect.objectContaining({ amount: '2500', decimals: token.decimals }),
        }),
      )
    }
  })

  it('notifies account changes and new slots over WebSocket', async () => {
    const abort = new AbortController()
    try {
      const slots = await rpcSubscriptions.slotNotifications().subscribe({ abortSignal: abort.signal })
      const first = await slots[Symbol.asyncIterator]().next()
      expect(first.value).toMatchObject({ slot: expect.any(BigInt), parent: expect.any(BigInt) })

      const watched = await generateKeyPairSigner()
      const changes = await rpcSubscriptions
        .accountNotifications(watched.address, { encoding: 'base64' })
        .subscribe({ abortSignal: abort.signal })
      const next = changes[Symbol.asyncIterator]().next()
      await sendAndConfirm(holder, [
        getTransferSolInstruction({
          source: holder,
          destination: watched.address,
          amount: lamports(10_000_000n),
        }),
      ])
      const { value } = await next
      expect(value).toMatchObject({
        value: { lamports: 10_000_000n, owner: '11111111111111111111111111111111' },
      })
    } finally {
      abort.abort()
    }
  })
})
