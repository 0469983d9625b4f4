// The chain's state over LiteSVM: slots and block time, a window of valid blockhashes, and the record of landed
// transactions that getTransaction, getSignatureStatuses and getSignaturesForAddress read.
import {
  SOLANA_ERROR__TRANSACTION__SIGNATURES_MISSING,
  getBase58Decoder,
  isSolanaError,
  getCompiledTransactionMessageDecoder,
  type Address,
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  type EncodedAccount,
  type Transaction,
} from '@solana/kit'
import { LiteSVM, type FailedTransactionMetadata, type TransactionMetadata } from 'litesvm'
import {
  decodeMint,
  decodeTokenAccount,
  isTokenProgram,
  uiTokenAmount,
  type UiTokenAmount,
} from './tokenAccountData.ts'
import {
  describeTransactionError,
  fieldlessTransactionError,
  type DescribedTransactionError,
  type TransactionErrorJson,
} from './transactionErrors.ts'

// Agave's MAX_PROCESSING_AGE: a blockhash is accepted for 150 blocks after the one it names.
const MAX_PROCESSING_AGE = 150n

/** A token balance in a transaction's meta (`preTokenBalances` / `postTokenBalances`). */
export interface TokenBalanceJson {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** An inner instruction in compiled form, as the RPC's `json` encoding shows it. */
export interface CompiledInnerInstruction {
  programIdIndex: number
  accounts: number[]
  data: string
  stackHeight: number
}

/** What a transaction did when it ran: logs, compute units, inner instructions, return data. */
export interface ExecutionMeta {
  logs: string[]
  computeUnitsConsumed: bigint
  innerInstructions: { index: number; instructions: CompiledInnerInstruction[] }[]
  returnData: { programId: string; data: Uint8Array } | null
}

/** A transaction that landed in a slot, successful or not (a failed one still paid its fee). */
export interface LandedTransaction extends ExecutionMeta {
  signature: string
  slot: bigint
  blockTime: number
  /** The transaction as sent (wire bytes). */
  wire: Uint8Array
  message: CompiledTransactionMessage & CompiledTransactionMessageWithLifetime
  accountKeys: Address[]
  err: TransactionErrorJson | null
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalanceJson[]
  postTokenBalances: TokenBalanceJson[]
}

/** The outcome of {@link SolanaLedger.sendTransaction}. */
export type SendOutcome =
  | { status: 'landed'; transaction: LandedTransaction }
  /** Refused before it ran (expired blockhash, unpayable fee, duplicate): nothing is recorded, as on a real cluster. */
  | { status: 'dropped'; signature: string; error: DescribedTransactionError }

/** The outcome of {@link SolanaLedger.simulateTransaction}. */
export interface SimulationOutcome extends ExecutionMeta {
  error: DescribedTransactionError | null
  /** Accounts as they would be after the transaction (only those it loads). */
  postAccounts: EncodedAccount[]
}

/** Parameters of {@link SolanaLedger.simulateTransaction}. */
export interface SimulateOptions {
  /** Check signatures (the RPC's default for simulateTransaction is false). */
  sigVerify: boolean
  /** Run even when the blockhash is no longer valid (the RPC's replaceRecentBlockhash). */
  ignoreBlockhash: boolean
}

function toCompiledInner(meta: TransactionMetadata): ExecutionMeta['innerInstructions'] {
  const base58 = getBase58Decoder()
  return meta
    .innerInstructions()
    .map((instructions, index) => ({
      index,
      instructions: instructions.map((inner) => {
        const compiled = inner.instruction()
        return {
          programIdIndex: compiled.programIdIndex(),
          accounts: [...compiled.accounts()],
          data: base58.decode(compiled.data()),
          stackHeight: inner.stackHeight(),
        }
      }),
    }))
    .filter((entry) => entry.instructions.length > 0)
}

function executionMeta(meta: TransactionMetadata): ExecutionMeta {
  const returnData = meta.returnData()
  const data = returnData.data()
  return {
    logs: meta.logs(),
    computeUnitsConsumed: meta.computeUnitsConsumed(),
    innerInstructions: toCompiledInner(meta),
    returnData:
      data.length > 0 ? { programId: getBase58Decoder().decode(returnData.programId()), data } : null,
  }
}

function isFailed(
  result: TransactionMetadata | FailedTransactionMetadata,
): result is FailedTransactionMetadata {
  return 'err' in result
}

/**
 * LiteSVM with a clock: every slot (from the timer or a landing transaction) warps the VM, stamps the time and
 * issues a new blockhash that stays valid for 150 blocks; landed transactions are kept for the history methods.
 * LiteSVM's own blockhash check (latest only) is off and this window replaces it.
 *
 * @example
 * const ledger = new SolanaLedger()
 * ledger.advanceSlot()
 * const outcome = ledger.sendTransaction(transaction, wire)
 */
export class SolanaLedger {
  readonly svm: LiteSVM
  #slot = 0n
  #blockTime = Math.floor(Date.now() / 1000)
  readonly #blockhashes = new Map<string, bigint>()
  readonly #transactions = new Map<string, LandedTransaction>()
  readonly #signaturesByAddress = new Map<string, string[]>()
  readonly #slotListeners = new Set<(slot: bigint) => void>()
  readonly #transactionListeners = new Set<(transaction: LandedTransaction) => void>()

  constructor() {
    this.svm = new LiteSVM().withBlockhashCheck(false)
    this.#issueBlockhash()
  }

  /** The current slot; blocks are never skipped here, so it is also the block height. */
  get slot(): bigint {
    return this.#slot
  }

  /** Unix time of the current slot. */
  get blockTime(): number {
    return this.#blockTime
  }

  /** Transactions landed since start. */
  get transactionCount(): number {
    return this.#transactions.size
  }

  /** The newest blockhash and the last block height at which it is accepted. */
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint } {
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: this.#blockhashes.get(blockhash)! }
  }

  /** Whether a transaction naming `blockhash` would still be accepted. */
  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.#blockhashes.get(blockhash)
    return lastValid !== undefined && lastValid >= this.#slot
  }

  /** Moves to the next slot: new clock, new blockhash, and the slot listeners hear of it. */
  advanceSlot(): bigint {
    this.#slot += 1n
    this.svm.warpToSlot(this.#slot)
    // Block time never goes backwards, even if the wall clock does.
    this.#blockTime = Math.max(this.#blockTime, Math.floor(Date.now() / 1000))
    const clock = this.svm.getClock()
    clock.unixTimestamp = BigInt(this.#blockTime)
    this.svm.setClock(clock)
    this.svm.expireBlockhash()
    this.#issueBlockhash()
    for (const listener of this.#slotListeners) listener(this.#slot)
    return this.#slot
  }

  #issueBlockhash(): void {
    this.#blockhashes.set(this.svm.latestBlockhash(), this.#slot + MAX_PROCESSING_AGE)
    for (const [blockhash, lastValid] of this.#blockhashes) {
      if (lastValid < this.#slot) this.#blockhashes.delete(blockhash)
    }
  }

  /** Calls `listener` with every new slot; returns the function that stops it. */
  onSlot(listener: (slot: bigint) => void): () => void {
    this.#slotListeners.add(listener)
    return () => this.#slotListeners.delete(listener)
  }

  /** Calls `listener` with every landed transaction, after its slot's listeners; returns the function that stops it. */
  onTransaction(listener: (transaction: LandedTransaction) => void): () => void {
    this.#transactionListeners.add(listener)
    return () => this.#transactionListeners.delete(listener)
  }

  /** A landed transaction by signature. */
  getTransaction(signature: string): LandedTransaction | undefined {
    return this.#transactions.get(signature)
  }

  /** Signatures of the landed transactions that load `address`, newest first. */
  signaturesForAddress(address: string): readonly string[] {
    return [...(this.#signaturesByAddress.get(address) ?? [])].reverse()
  }

  /** An account's lamports, 0 when it does not exist. */
  lamportsOf(address: Address): bigint {
    return this.svm.getBalance(address) ?? 0n
  }

  #tokenBalances(accountKeys: readonly Address[]): TokenBalanceJson[] {
    const balances: TokenBalanceJson[] = []
    accountKeys.forEach((key, accountIndex) => {
      const account = this.svm.getAccount(key)
      if (!account.exists || !isTokenProgram(account.programAddress)) return
      const token = decodeTokenAccount(account.data)
      if (!token) return
      const mint = this.svm.getAccount(token.mint as Address)
      const decimals = mint.exists ? (decodeMint(mint.data)?.decimals ?? 0) : 0
      balances.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.programAddress,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      })
    })
    return balances
  }

  /**
   * Runs a signed transaction in a new slot. It lands (and is recorded) when it ran, even if an instruction failed;
   * it is dropped when it could not be charged its fee.
   */
  sendTransaction(transaction: Transaction, wire: Uint8Array): SendOutcome {
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    const accountKeys = message.staticAccounts
    const feePayer = accountKeys[0]!
    const signatureBytes = transaction.signatures[feePayer]
    const signature = signatureBytes ? getBase58Decoder().decode(signatureBytes) : ''
    if (!this.isBlockhashValid(message.lifetimeToken)) {
      return { status: 'dropped', signature, error: fieldlessTransactionError('BlockhashNotFound') }
    }
    const preBalances = accountKeys.map((key) => this.lamportsOf(key))
    const preTokenBalances = this.#tokenBalances(accountKeys)
    const slot = this.advanceSlot()
    const result = this.#runOrSignatureFailure(() => this.svm.sendTransaction(transaction))
    if (result === 'SignatureFailure') {
      return { status: 'dropped', signature, error: fieldlessTransactionError('SignatureFailure') }
    }
    const postBalances = accountKeys.map((key) => this.lamportsOf(key))
    // Lamports only leave the loaded accounts as the fee, so the difference is the fee actually charged.
    const fee = preBalances.reduce((a, b) => a + b, 0n) - postBalances.reduce((a, b) => a + b, 0n)
    if (isFailed(result) && postBalances[0] === preBalances[0]) {
      return { status: 'dropped', signature, error: describeTransactionError(result.err()) }
    }
    const meta = isFailed(result) ? result.meta() : result
    const landed: LandedTransaction = {
      signature,
      slot,
      blockTime: this.#blockTime,
      wire,
      message,
      accountKeys,
      err: isFailed(result) ? describeTransactionError(result.err()).json : null,
      fee,
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: this.#tokenBalances(accountKeys),
      ...executionMeta(meta),
    }
    this.#transactions.set(signature, landed)
    for (const key of new Set(accountKeys)) {
      const list = this.#signaturesByAddress.get(key) ?? []
      list.push(signature)
      this.#signaturesByAddress.set(key, list)
    }
    for (const listener of this.#transactionListeners) listener(landed)
    return { status: 'landed', transaction: landed }
  }

  // litesvm's wrapper throws (rather than fails the transaction) when a signature is missing.
  #runOrSignatureFailure<T>(run: () => T): T | 'SignatureFailure' {
    try {
      return run()
    } catch (error) {
      if (isSolanaError(error, SOLANA_ERROR__TRANSACTION__SIGNATURES_MISSING)) return 'SignatureFailure'
      throw error
    }
  }

  /** Runs a transaction against the current state without keeping its effects. */
  simulateTransaction(transaction: Transaction, options: SimulateOptions): SimulationOutcome {
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    if (!options.ignoreBlockhash && !this.isBlockhashValid(message.lifetimeToken)) {
      return {
        error: fieldlessTransactionError('BlockhashNotFound'),
        logs: [],
        computeUnitsConsumed: 0n,
        innerInstructions: [],
        returnData: null,
        postAccounts: [],
      }
    }
    this.svm.withSigverify(options.sigVerify)
    try {
      const result = this.#runOrSignatureFailure(() => this.svm.simulateTransaction(transaction))
      if (result === 'SignatureFailure') {
        return {
          error: fieldlessTransactionError('SignatureFailure'),
          logs: [],
          computeUnitsConsumed: 0n,
          innerInstructions: [],
          returnData: null,
          postAccounts: [],
        }
      }
      if ('err' in result) {
        return {
          error: describeTransactionError(result.err()),
          postAccounts: [],
          ...executionMeta(result.meta()),
        }
      }
      return { error: null, postAccounts: result.postAccounts(), ...executionMeta(result.meta()) }
    } finally {
      this.svm.withSigverify(true)
    }
  }
}
