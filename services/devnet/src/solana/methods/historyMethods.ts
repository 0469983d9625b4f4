// getTransaction and getSignaturesForAddress, read from the ledger's record of landed transactions.
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { parseInstruction } from '../parseInstruction.ts'
import { SOLANA_RPC_ERROR_CODES, SolanaRpcError, invalidParams } from '../rpcErrors.ts'
import {
  checkCommitment,
  checkMinContextSlot,
  configParam,
  encodingParam,
  integerParam,
  paramsOf,
  pubkeyParam,
  signatureParam,
  type RpcConfig,
} from '../rpcParams.ts'
import type { LandedTransaction } from '../solanaLedger.ts'
import type { SolanaRpcMethod } from './solanaRpcMethod.ts'

// Agave's MAX_GET_CONFIRMED_SIGNATURES_FOR_ADDRESS2_LIMIT.
const MAX_SIGNATURES_LIMIT = 1000

function checkConfirmedCommitment(config: RpcConfig): void {
  checkCommitment(config)
  if (config.commitment === 'processed') {
    throw invalidParams('Method does not support commitment below `confirmed`')
  }
}

function isWritable(landed: LandedTransaction, index: number): boolean {
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = landed.message.header
  return index < numSignerAccounts
    ? index < numSignerAccounts - numReadonlySignerAccounts
    : index < landed.accountKeys.length - numReadonlyNonSignerAccounts
}

function instructionsOf(landed: LandedTransaction) {
  if (landed.message.version === 1) return []
  return landed.message.instructions.map((instruction) => ({
    programIdIndex: instruction.programAddressIndex,
    accounts: instruction.accountIndices ?? [],
    data: new Uint8Array(instruction.data ?? []),
  }))
}

function jsonTransaction(landed: LandedTransaction, parsed: boolean): Record<string, unknown> {
  const { header } = landed.message
  const keys = landed.accountKeys
  const message: Record<string, unknown> = {
    accountKeys: parsed
      ? keys.map((pubkey, index) => ({
          pubkey,
          signer: index < header.numSignerAccounts,
          source: 'transaction',
          writable: isWritable(landed, index),
        }))
      : keys,
    header: {
      numReadonlySignedAccounts: header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: header.numReadonlyNonSignerAccounts,
      numRequiredSignatures: header.numSignerAccounts,
    },
    instructions: instructionsOf(landed).map((instruction) =>
      parsed
        ? parseInstruction({
            programId: keys[instruction.programIdIndex]!,
            accounts: instruction.accounts.map((index) => keys[index]!),
            data: instruction.data,
            stackHeight: null,
          })
        : {
            accounts: instruction.accounts,
            data: getBase58Decoder().decode(instruction.data),
            programIdIndex: instruction.programIdIndex,
            stackHeight: null,
          },
    ),
    recentBlockhash: landed.message.lifetimeToken,
  }
  if (landed.message.version === 0) {
    message.addressTableLookups = (landed.message.addressTableLookups ?? []).map((lookup) => ({
      accountKey: lookup.lookupTableAddress,
      readonlyIndexes: lookup.readonlyIndexes,
      writableIndexes: lookup.writableIndexes,
    }))
  }
  return { message, signatures: signaturesOf(landed) }
}

function signaturesOf(landed: LandedTransaction): string[] {
  // Wire layout: compact-u16 count (one byte for the ≤ 127 signatures a transaction can carry), then 64 bytes each.
  const count = landed.wire[0]!
  const base58 = getBase58Decoder()
  return Array.from({ length: count }, (_, i) =>
    base58.decode(landed.wire.subarray(1 + i * 64, 1 + (i + 1) * 64)),
  )
}

function metaOf(landed: LandedTransaction, parsed: boolean, versioned: boolean) {
  const keys = landed.accountKeys
  return {
    computeUnitsConsumed: landed.computeUnitsConsumed,
    err: landed.err,
    fee: landed.fee,
    innerInstructions: landed.innerInstructions.map(({ index, instructions }) => ({
      index,
      instructions: parsed
        ? instructions.map((inner) =>
            parseInstruction({
              programId: keys[inner.programIdIndex]!,
              accounts: inner.accounts.map((i) => keys[i]!),
              data: new Uint8Array(getBase58Encoder().encode(inner.data)),
              stackHeight: inner.stackHeight,
            }),
          )
        : instructions,
    })),
    ...(versioned ? { loadedAddresses: { readonly: [], writable: [] } } : {}),
    logMessages: landed.logs,
    postBalances: landed.postBalances,
    postTokenBalances: landed.postTokenBalances,
    preBalances: landed.preBalances,
    preTokenBalances: landed.preTokenBalances,
    ...(landed.returnData
      ? {
          returnData: {
            data: [Buffer.from(landed.returnData.data).toString('base64'), 'base64'],
            programId: landed.returnData.programId,
          },
        }
      : {}),
    rewards: [],
    status: landed.err === null ? { Ok: null } : { Err: landed.err },
  }
}

/**
 * `getTransaction(signature, config?)` → the landed transaction in json, jsonParsed, base64 or base58, or null.
 * A version-0 transaction needs `maxSupportedTransactionVersion: 0` (-32015 otherwise), as on a real cluster.
 */
export const getTransaction: SolanaRpcMethod = (params, { ledger }) => {
  const list = paramsOf(params, 1)
  const signature = signatureParam(list[0])
  // The second param may also be the encoding alone (the deprecated form).
  const config: RpcConfig = typeof list[1] === 'string' ? { encoding: list[1] } : configParam(list[1])
  checkConfirmedCommitment(config)
  const encoding = encodingParam(config, ['json', 'jsonParsed', 'base58', 'base64'], 'json')
  const maxVersion = config.maxSupportedTransactionVersion
  if (maxVersion !== undefined && maxVersion !== null && maxVersion !== 0) {
    throw invalidParams('Invalid params: invalid value: maxSupportedTransactionVersion must be 0.')
  }
  const landed = ledger.getTransaction(signature)
  if (!landed) return null
  const versioned = maxVersion === 0
  if (landed.message.version === 0 && !versioned) {
    throw new SolanaRpcError(
      SOLANA_RPC_ERROR_CODES.transactionVersionNotSupported,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
  }
  const transaction =
    encoding === 'base64'
      ? [Buffer.from(landed.wire).toString('base64'), 'base64']
      : encoding === 'base58'
        ? [getBase58Decoder().decode(landed.wire), 'base58']
        : jsonTransaction(landed, encoding === 'jsonParsed')
  return {
    blockTime: landed.blockTime,
    meta: metaOf(landed, encoding === 'jsonParsed', versioned),
    slot: landed.slot,
    transaction,
    ...(versioned ? { version: landed.message.version } : {}),
  }
}

/**
 * `getSignaturesForAddress(address, config?)` → newest first `{ signature, slot, err, memo, blockTime,
 * confirmationStatus }`, paged by `before` / `until`, at most `limit` (1..1000, default 1000).
 */
export const getSignaturesForAddress: SolanaRpcMethod = (params, { ledger }) => {
  const list = paramsOf(params, 1)
  const address = pubkeyParam(list[0])
  const config = configParam(list[1])
  checkConfirmedCommitment(config)
  checkMinContextSlot(config, ledger.slot)
  const limit = config.limit === undefined || config.limit === null ? 1000n : integerParam(config.limit)
  if (limit < 1n || limit > BigInt(MAX_SIGNATURES_LIMIT)) {
    throw invalidParams(`Invalid limit; max ${MAX_SIGNATURES_LIMIT}`)
  }
  const before = config.before === undefined || config.before === null ? null : signatureParam(config.before)
  const until = config.until === undefined || config.until === null ? null : signatureParam(config.until)
  let signatures = ledger.signaturesForAddress(address)
  if (before) {
    const at = signatures.indexOf(before)
    signatures = at === -1 ? [] : signatures.slice(at + 1)
  }
  if (until) {
    const at = signatures.indexOf(until)
    if (at !== -1) signatures = signatures.slice(0, at)
  }
  return signatures.slice(0, Number(limit)).map((signature) => {
    const landed = ledger.getTransaction(signature)!
    return {
      blockTime: landed.blockTime,
      confirmationStatus: 'finalized',
      err: landed.err,
      memo: null,
      signature,
      slot: landed.slot,
    }
  })
}
