// LiteSVM's napi error classes → the JSON and the text of Solana's `TransactionError` and `InstructionError`
// (solana-transaction-error: the serde shape in RPC answers, the Display text in preflight messages).
// litesvm's index exports none of the error classes, so they are told apart by shape and class name.
import type { FailedTransactionMetadata } from 'litesvm'

type LiteSvmTransactionError = ReturnType<FailedTransactionMetadata['err']>
type LiteSvmInstructionError = number | { code: number } | { msg: string }

/** A `TransactionError` as Solana's RPC serialises it: a variant name, or a one-key object for variants with fields. */
export type TransactionErrorJson = string | Record<string, unknown>

// Indexed by litesvm's TransactionErrorFieldless (a const enum, so listed here in its order).
const TRANSACTION_ERRORS: readonly (readonly [name: string, text: string])[] = [
  ['AccountInUse', 'Account in use'],
  ['AccountLoadedTwice', 'Account loaded twice'],
  ['AccountNotFound', 'Attempt to debit an account but found no record of a prior credit.'],
  ['ProgramAccountNotFound', 'Attempt to load a program that does not exist'],
  ['InsufficientFundsForFee', 'Insufficient funds for fee'],
  ['InvalidAccountForFee', 'This account may not be used to pay transaction fees'],
  ['AlreadyProcessed', 'This transaction has already been processed'],
  ['BlockhashNotFound', 'Blockhash not found'],
  ['CallChainTooDeep', 'Loader call chain is too deep'],
  ['MissingSignatureForFee', 'Transaction requires a fee but has no signature present'],
  ['InvalidAccountIndex', 'Transaction contains an invalid account reference'],
  ['SignatureFailure', 'Transaction did not pass signature verification'],
  ['InvalidProgramForExecution', 'This program may not be used for executing instructions'],
  ['SanitizeFailure', 'Transaction failed to sanitize accounts offsets correctly'],
  ['ClusterMaintenance', 'Transactions are currently disabled due to cluster maintenance'],
  [
    'AccountBorrowOutstanding',
    'Transaction processing left an account with an outstanding borrowed reference',
  ],
  ['WouldExceedMaxBlockCostLimit', 'Transaction would exceed max Block Cost Limit'],
  ['UnsupportedVersion', 'Transaction version is unsupported'],
  ['InvalidWritableAccount', 'Transaction loads a writable account that cannot be written'],
  ['WouldExceedMaxAccountCostLimit', 'Transaction would exceed max account limit within the block'],
  ['WouldExceedAccountDataBlockLimit', 'Transaction would exceed account data limit within the block'],
  ['TooManyAccountLocks', 'Transaction locked too many accounts'],
  ['AddressLookupTableNotFound', "Transaction loads an address table account that doesn't exist"],
  ['InvalidAddressLookupTableOwner', 'Transaction loads an address table account with an invalid owner'],
  ['InvalidAddressLookupTableData', 'Transaction loads an address table account with invalid data'],
  ['InvalidAddressLookupTableIndex', 'Transaction address table lookup uses an invalid index'],
  ['InvalidRentPayingAccount', 'Transaction leaves an account with a lower balance than rent-exempt minimum'],
  ['WouldExceedMaxVoteCostLimit', 'Transaction would exceed max Vote Cost Limit'],
  ['WouldExceedAccountDataTotalLimit', 'Transaction would exceed total account data limit'],
  ['MaxLoadedAccountsDataSizeExceeded', 'Transaction exceeded max loaded accounts data size cap'],
  [
    'InvalidLoadedAccountsDataSizeLimit',
    'LoadedAccountsDataSizeLimit set for transaction must be greater than 0.',
  ],
  ['ResanitizationNeeded', 'ResanitizationNeeded'],
  ['UnbalancedTransaction', 'Sum of account balances before and after transaction do not match'],
  ['ProgramCacheHitMaxLimit', 'Program cache hit max limit'],
  ['CommitCancelled', 'CommitCancelled'],
]

// Indexed by litesvm's InstructionErrorFieldless.
const INSTRUCTION_ERRORS: readonly (readonly [name: string, text: string])[] = [
  ['GenericError', 'generic instruction error'],
  ['InvalidArgument', 'invalid program argument'],
  ['InvalidInstructionData', 'invalid instruction data'],
  ['InvalidAccountData', 'invalid account data for instruction'],
  ['AccountDataTooSmall', 'account data too small for instruction'],
  ['InsufficientFunds', 'insufficient funds for instruction'],
  ['IncorrectProgramId', 'incorrect program id for instruction'],
  ['MissingRequiredSignature', 'missing required signature for instruction'],
  ['AccountAlreadyInitialized', 'instruction requires an uninitialized account'],
  ['UninitializedAccount', 'instruction requires an initialized account'],
  ['UnbalancedInstruction', 'sum of account balances before and after instruction do not match'],
  ['ModifiedProgramId', 'instruction illegally modified the program id of an account'],
  ['ExternalAccountLamportSpend', 'instruction spent from the balance of an account it does not own'],
  ['ExternalAccountDataModified', 'instruction modified data of an account it does not own'],
  ['ReadonlyLamportChange', 'instruction changed the balance of a read-only account'],
  ['ReadonlyDataModified', 'instruction modified data of a read-only account'],
  ['DuplicateAccountIndex', 'instruction contains duplicate accounts'],
  ['ExecutableModified', 'instruction changed executable bit of an account'],
  ['RentEpochModified', 'instruction modified rent epoch of an account'],
  ['NotEnoughAccountKeys', 'insufficient account keys for instruction'],
  ['AccountDataSizeChanged', "program other than the account's owner changed the size of the account data"],
  ['AccountNotExecutable', 'instruction expected an executable account'],
  ['AccountBorrowFailed', 'instruction tries to borrow reference for an account which is already borrowed'],
  ['AccountBorrowOutstanding', 'instruction left account with an outstanding borrowed reference'],
  ['DuplicateAccountOutOfSync', 'instruction modifications of multiply-passed account differ'],
  ['InvalidError', 'program returned invalid error code'],
  ['ExecutableDataModified', 'instruction changed executable accounts data'],
  ['ExecutableLamportChange', 'instruction changed the balance of an executable account'],
  ['ExecutableAccountNotRentExempt', 'executable accounts must be rent exempt'],
  ['UnsupportedProgramId', 'Unsupported program id'],
  ['CallDepth', 'Cross-program invocation call depth too deep'],
  ['MissingAccount', 'An account required by the instruction is missing'],
  ['ReentrancyNotAllowed', 'Cross-program invocation reentrancy not allowed for this instruction'],
  ['MaxSeedLengthExceeded', 'Length of the seed is too long for address generation'],
  ['InvalidSeeds', 'Provided seeds do not result in a valid address'],
  ['InvalidRealloc', 'Failed to reallocate account data'],
  ['ComputationalBudgetExceeded', 'Computational budget exceeded'],
  ['PrivilegeEscalation', 'Cross-program invocation with unauthorized signer or writable account'],
  ['ProgramEnvironmentSetupFailure', 'Failed to create program execution environment'],
  ['ProgramFailedToComplete', 'Program failed to complete'],
  ['ProgramFailedToCompile', 'Program failed to compile'],
  ['Immutable', 'Account is immutable'],
  ['IncorrectAuthority', 'Incorrect authority provided'],
  ['AccountNotRentExempt', 'An account does not have enough lamports to be rent-exempt'],
  ['InvalidAccountOwner', 'Invalid account owner'],
  ['ArithmeticOverflow', 'Program arithmetic overflowed'],
  ['UnsupportedSysvar', 'Unsupported sysvar'],
  ['IllegalOwner', 'Provided owner is not allowed'],
  [
    'MaxAccountsDataAllocationsExceeded',
    'Accounts data allocations exceeded the maximum allowed per transaction',
  ],
  ['MaxAccountsExceeded', 'Max accounts exceeded'],
  ['MaxInstructionTraceLengthExceeded', 'Max instruction trace length exceeded'],
  ['BuiltinProgramsMustConsumeComputeUnits', 'Builtin programs must consume compute units'],
  ['BorshIoError', 'Failed to serialize or deserialize account data'],
]

/** A transaction error in both of its RPC forms. */
export interface DescribedTransactionError {
  /** Serde form, as in `meta.err`, `value.err` and signature statuses, e.g. `{ InstructionError: [0, { Custom: 1 }] }`. */
  json: TransactionErrorJson
  /** Display form, as in `Transaction simulation failed: <text>`. */
  text: string
}

function describeInstructionError(err: LiteSvmInstructionError): DescribedTransactionError {
  if (typeof err === 'object' && 'code' in err) {
    return { json: { Custom: err.code }, text: `custom program error: 0x${err.code.toString(16)}` }
  }
  if (typeof err === 'number') {
    const [name, text] = INSTRUCTION_ERRORS[err] ?? ['GenericError', 'generic instruction error']
    return { json: name, text }
  }
  // InstructionErrorBorshIo: the only variant left that carries a message.
  return {
    json: { BorshIoError: err.msg },
    text: `Failed to serialize or deserialize account data: ${err.msg}`,
  }
}

/**
 * Describes the error of a failed LiteSVM transaction as Solana's RPC shows it.
 *
 * @example
 * describeTransactionError(failed.err()) // { json: { InstructionError: [0, { Custom: 1 }] },
 * //   text: 'Error processing Instruction 0: custom program error: 0x1' }
 */
export function describeTransactionError(err: LiteSvmTransactionError): DescribedTransactionError {
  if (typeof err === 'number') {
    const [name, text] = TRANSACTION_ERRORS[err] ?? ['SanitizeFailure', 'SanitizeFailure']
    return { json: name, text }
  }
  if ('err' in err) {
    const inner = describeInstructionError(err.err() as LiteSvmInstructionError)
    return {
      json: { InstructionError: [err.index, inner.json] },
      text: `Error processing Instruction ${err.index}: ${inner.text}`,
    }
  }
  if ('index' in err) {
    return {
      json: { DuplicateInstruction: err.index },
      text: `Transaction contains a duplicate instruction (${err.index}) that is not allowed`,
    }
  }
  if (err.constructor.name === 'TransactionErrorInsufficientFundsForRent') {
    return {
      json: { InsufficientFundsForRent: { account_index: err.accountIndex } },
      text: `Transaction results in an account (${err.accountIndex}) with insufficient funds for rent`,
    }
  }
  return {
    json: { ProgramExecutionTemporarilyRestricted: { account_index: err.accountIndex } },
    text: `Execution of the program referenced by account at index ${err.accountIndex} is temporarily restricted.`,
  }
}

/**
 * The fieldless `TransactionError`s by name, for errors the chain raises itself (e.g. an expired blockhash).
 *
 * @example
 * fieldlessTransactionError('BlockhashNotFound') // { json: 'BlockhashNotFound', text: 'Blockhash not found' }
 */
export function fieldlessTransactionError(name: string): DescribedTransactionError {
  const found = TRANSACTION_ERRORS.find(([n]) => n === name)
  return { json: name, text: found?.[1] ?? name }
}
