// sendTransaction, simulateTransaction, getSignatureStatuses, requestAirdrop.
import { getTransferSolInstruction } from '@solana-program/system'
import {
  appendTransactionMessageInstruction,
  createTransactionMessage,
  getBase58Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
} from '@solana/kit'
import { encodeAccount } from '../encodeAccount.ts'
import { SOLANA_RPC_ERROR_CODES, SolanaRpcError, invalidParams } from '../rpcErrors.ts'
import {
  booleanOption,
  checkCommitment,
  checkMinContextSlot,
  configParam,
  encodingParam,
  integerParam,
  listParam,
  paramsOf,
  pubkeyParam,
  signatureParam,
  stringParam,
  type RpcConfig,
} from '../rpcParams.ts'
import type { SimulationOutcome } from '../solanaLedger.ts'
import { fieldlessTransactionError } from '../transactionErrors.ts'
import { decodeWireTransaction, type WireTransaction } from '../wireTransaction.ts'
import { responseContext, type SolanaRpcContext, type SolanaRpcMethod } from './solanaRpcMethod.ts'

// Agave's MAX_GET_SIGNATURE_STATUSES_QUERY_ITEMS.
const MAX_SIGNATURE_STATUSES = 256

function wireParam(list: readonly unknown[], config: RpcConfig): WireTransaction {
  // base58 is the (deprecated) default of both methods.
  const encoding = encodingParam(config, ['base58', 'base64'], 'base58')
  return decodeWireTransaction(stringParam(list[0]), encoding)
}

function simulationValue(
  outcome: SimulationOutcome,
  extras: { accounts: unknown; innerInstructions: boolean; replacementBlockhash: unknown },
): Record<string, unknown> {
  return {
    accounts: extras.accounts,
    err: outcome.error?.json ?? null,
    innerInstructions: extras.innerInstructions ? outcome.innerInstructions : null,
    loadedAccountsDataSize: null,
    logs: outcome.logs,
    replacementBlockhash: extras.replacementBlockhash,
    returnData: outcome.returnData && {
      programId: outcome.returnData.programId,
      data: [Buffer.from(outcome.returnData.data).toString('base64'), 'base64'],
    },
    unitsConsumed: outcome.computeUnitsConsumed,
  }
}

/**
 * `sendTransaction(encoded, config?)` → the signature. Preflight (unless `skipPreflight`) checks signatures
 * (-32003) and simulates (-32002 `Transaction simulation failed: …` with the simulation as `data`).
 */
export const sendTransaction: SolanaRpcMethod = (params, { ledger }) => {
  const list = paramsOf(params, 1)
  const config = configParam(list[1])
  const wire = wireParam(list, config)
  checkMinContextSlot(config, ledger.slot)
  const { transaction } = wire
  const feePayerSignature = Object.values(transaction.signatures)[0]
  const signature = feePayerSignature ? getBase58Decoder().decode(feePayerSignature) : ''
  if (!booleanOption(config, 'skipPreflight', false)) {
    const preflightCommitment = config.preflightCommitment
    checkCommitment({ commitment: preflightCommitment })
    const outcome = ledger.getTransaction(signature)
      ? { ...emptyOutcome(), error: fieldlessTransactionError('AlreadyProcessed') }
      : ledger.simulateTransaction(transaction, { sigVerify: true, ignoreBlockhash: false })
    if (outcome.error?.json === 'SignatureFailure') {
      throw new SolanaRpcError(
        SOLANA_RPC_ERROR_CODES.transactionSignatureVerificationFailure,
        'Transaction signature verification failure',
      )
    }
    if (outcome.error) {
      throw new SolanaRpcError(
        SOLANA_RPC_ERROR_CODES.sendTransactionPreflightFailure,
        `Transaction simulation failed: ${outcome.error.text}`,
        simulationValue(outcome, {
          accounts: null,
          innerInstructions: false,
          replacementBlockhash: null,
        }),
      )
    }
  }
  const sent = ledger.sendTransaction(transaction, wire.wire)
  return sent.status === 'landed' ? sent.transaction.signature : sent.signature || signature
}

function emptyOutcome(): SimulationOutcome {
  return {
    error: null,
    logs: [],
    computeUnitsConsumed: 0n,
    innerInstructions: [],
    returnData: null,
    postAccounts: [],
  }
}

/**
 * `simulateTransaction(encoded, config?)` → `{ context, value: { err, logs, accounts, unitsConsumed, … } }`.
 * `sigVerify` defaults to false; `replaceRecentBlockhash` runs it with the latest blockhash.
 */
export const simulateTransaction: SolanaRpcMethod = (params, { ledger }) => {
  const list = paramsOf(params, 1)
  const config = configParam(list[1])
  const wire = wireParam(list, config)
  checkCommitment(config)
  checkMinContextSlot(config, ledger.slot)
  const sigVerify = booleanOption(config, 'sigVerify', false)
  const replaceRecentBlockhash = booleanOption(config, 'replaceRecentBlockhash', false)
  if (sigVerify && replaceRecentBlockhash) {
    throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
  }
  const outcome = ledger.simulateTransaction(wire.transaction, {
    sigVerify,
    ignoreBlockhash: replaceRecentBlockhash,
  })
  let accounts: unknown = null
  const accountsConfig = configParam(config.accounts)
  if (Array.isArray(accountsConfig.addresses)) {
    const encoding = encodingParam(accountsConfig, ['base64', 'jsonParsed', 'base58', 'binary'], 'base64')
    accounts = accountsConfig.addresses.map((value) => {
      const pubkey = pubkeyParam(value)
      const after =
        outcome.postAccounts.find((account) => account.address === pubkey) ?? ledger.svm.getAccount(pubkey)
      return 'exists' in after && !after.exists
        ? null
        : encodeAccount(ledger.svm, after as Parameters<typeof encodeAccount>[1], encoding)
    })
  }
  return {
    context: responseContext(ledger),
    value: simulationValue(outcome, {
      accounts,
      innerInstructions: booleanOption(config, 'innerInstructions', false),
      replacementBlockhash: replaceRecentBlockhash ? ledger.latestBlockhash() : null,
    }),
  }
}

/** `getSignatureStatuses(signatures, config?)` → `{ context, value: (status | null)[] }`, at most 256. */
export const getSignatureStatuses: SolanaRpcMethod = (params, { ledger }) => {
  const list = paramsOf(params, 1)
  const signatures = listParam(list[0], MAX_SIGNATURE_STATUSES, 'signatures', signatureParam)
  configParam(list[1])
  return {
    context: responseContext(ledger),
    value: signatures.map((signature) => {
      const landed = ledger.getTransaction(signature)
      if (!landed) return null
      return {
        slot: landed.slot,
        // Finalized at once: nothing here can roll back, so confirmations is null as for a rooted slot.
        confirmations: null,
        err: landed.err,
        status: landed.err === null ? { Ok: null } : { Err: landed.err },
        confirmationStatus: 'finalized',
      }
    }),
  }
}

/**
 * `requestAirdrop(pubkey, lamports, config?)` → the signature of a transfer from the faucet, which lands like
 * any other transaction.
 */
export const requestAirdrop: SolanaRpcMethod = async (params, context: SolanaRpcContext) => {
  const { ledger, faucet } = context
  const list = paramsOf(params, 2)
  const recipient = pubkeyParam(list[0])
  const amount = integerParam(list[1])
  checkCommitment(configParam(list[2]))
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(faucet, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as Blockhash, lastValidBlockHeight },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: faucet, destination: recipient as Address, amount }),
        m,
      ),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  const wire = new Uint8Array(getTransactionEncoder().encode(transaction))
  const sent = ledger.sendTransaction(transaction, wire)
  if (sent.status !== 'landed' || sent.transaction.err !== null) {
    throw new SolanaRpcError(
      SOLANA_RPC_ERROR_CODES.internalError,
      `airdrop request failed: ${sent.status === 'dropped' ? sent.error.text : JSON.stringify(sent.transaction.err)}`,
    )
  }
  return sent.transaction.signature
}
