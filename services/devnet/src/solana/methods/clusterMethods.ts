// getSlot, getBlockHeight, getEpochInfo, getVersion, getHealth, getGenesisHash, getLatestBlockhash,
// isBlockhashValid, getFeeForMessage.
import { getCompiledTransactionMessageDecoder } from '@solana/kit'
import { DEVNET_SOLANA_GENESIS_HASH } from '../devnetSolanaFixtures.ts'
import { invalidParams } from '../rpcErrors.ts'
import { checkCommitment, checkMinContextSlot, configParam, paramsOf, stringParam } from '../rpcParams.ts'
import { SOLANA_CORE_VERSION, responseContext, type SolanaRpcMethod } from './solanaRpcMethod.ts'

// The fee per signature a validator charges by default (5,000 lamports).
const LAMPORTS_PER_SIGNATURE = 5_000n
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
// Compute units an instruction gets when the transaction sets no limit, and the most a transaction may have.
const DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT = 200_000n
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n
// An arbitrary but fixed feature-set id for getVersion.
const FEATURE_SET = 3_294_202_862

function readConfig(params: unknown, index: number, slot: bigint): void {
  const config = configParam(paramsOf(params, 0)[index])
  checkCommitment(config)
  checkMinContextSlot(config, slot)
}

/** `getSlot(config?)` → the current slot. */
export const getSlot: SolanaRpcMethod = (params, { ledger }) => {
  readConfig(params, 0, ledger.slot)
  return ledger.slot
}

/** `getBlockHeight(config?)` → the block height (equal to the slot: no slot is skipped here). */
export const getBlockHeight: SolanaRpcMethod = (params, { ledger }) => {
  readConfig(params, 0, ledger.slot)
  return ledger.slot
}

/** `getEpochInfo(config?)` → `{ absoluteSlot, blockHeight, epoch, slotIndex, slotsInEpoch, transactionCount }`. */
export const getEpochInfo: SolanaRpcMethod = (params, { ledger }) => {
  readConfig(params, 0, ledger.slot)
  const slotsInEpoch = ledger.svm.getEpochSchedule().slotsPerEpoch
  return {
    absoluteSlot: ledger.slot,
    blockHeight: ledger.slot,
    epoch: ledger.slot / slotsInEpoch,
    slotIndex: ledger.slot % slotsInEpoch,
    slotsInEpoch,
    transactionCount: BigInt(ledger.transactionCount),
  }
}

/** `getVersion()` → `{ 'solana-core', 'feature-set' }`. */
export const getVersion: SolanaRpcMethod = () => ({
  'feature-set': FEATURE_SET,
  'solana-core': SOLANA_CORE_VERSION,
})

/** `getHealth()` → `'ok'`. */
export const getHealth: SolanaRpcMethod = () => 'ok'

/** `getGenesisHash()` → the fixed genesis hash. */
export const getGenesisHash: SolanaRpcMethod = () => DEVNET_SOLANA_GENESIS_HASH

/** `getLatestBlockhash(config?)` → `{ context, value: { blockhash, lastValidBlockHeight } }`. */
export const getLatestBlockhash: SolanaRpcMethod = (params, { ledger }) => {
  readConfig(params, 0, ledger.slot)
  return { context: responseContext(ledger), value: ledger.latestBlockhash() }
}

/** `isBlockhashValid(blockhash, config?)` → `{ context, value: boolean }`. */
export const isBlockhashValid: SolanaRpcMethod = (params, { ledger }) => {
  const list = paramsOf(params, 1)
  const blockhash = stringParam(list[0])
  readConfig(params, 1, ledger.slot)
  return { context: responseContext(ledger), value: ledger.isBlockhashValid(blockhash) }
}

function readU64(data: Uint8Array, offset: number, bytes: 4 | 8): bigint | null {
  if (data.length < offset + bytes) return null
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return bytes === 4 ? BigInt(view.getUint32(offset, true)) : view.getBigUint64(offset, true)
}

/**
 * The fee of a compiled message: 5,000 lamports a signature plus the priority fee its ComputeBudget
 * instructions set (price in micro-lamports × unit limit).
 *
 * @example
 * messageFee(messageBytes) // 5000n
 */
export function messageFee(messageBytes: Uint8Array): { fee: bigint; blockhash: string } {
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
  if (message.version === 1) throw invalidParams('invalid transaction message: version 1 is not supported')
  let unitLimit: bigint | null = null
  let unitPrice = 0n
  let otherInstructions = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex]
    const data = new Uint8Array(instruction.data ?? [])
    if (program !== COMPUTE_BUDGET_PROGRAM) {
      otherInstructions += 1n
    } else if (data[0] === 2) {
      unitLimit = readU64(data, 1, 4)
    } else if (data[0] === 3) {
      unitPrice = readU64(data, 1, 8) ?? 0n
    }
  }
  const limit = unitLimit ?? otherInstructions * DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT
  const units = limit < MAX_COMPUTE_UNIT_LIMIT ? limit : MAX_COMPUTE_UNIT_LIMIT
  const priorityFee = (unitPrice * units + 999_999n) / 1_000_000n
  return {
    fee: BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE + priorityFee,
    blockhash: message.lifetimeToken,
  }
}

/** `getFeeForMessage(base64Message, config?)` → `{ context, value: lamports | null }` (null once the blockhash expired). */
export const getFeeForMessage: SolanaRpcMethod = (params, { ledger }) => {
  const list = paramsOf(params, 1)
  const encoded = stringParam(list[0])
  readConfig(params, 1, ledger.slot)
  let parsed: ReturnType<typeof messageFee>
  try {
    parsed = messageFee(new Uint8Array(Buffer.from(encoded, 'base64')))
  } catch (error) {
    if (error instanceof Error && error.name === 'SolanaRpcError') throw error
    throw invalidParams('invalid transaction message: failed to deserialize')
  }
  return {
    context: responseContext(ledger),
    value: ledger.isBlockhashValid(parsed.blockhash) ? parsed.fee : null,
  }
}
