// getBalance, getAccountInfo, getMultipleAccounts, getMinimumBalanceForRentExemption.
import {
  checkCommitment,
  checkMinContextSlot,
  configParam,
  encodingParam,
  integerParam,
  listParam,
  paramsOf,
  pubkeyParam,
} from '../rpcParams.ts'
import { ACCOUNT_ENCODINGS, dataSliceParam, encodeAccount } from '../encodeAccount.ts'
import { responseContext, type SolanaRpcMethod } from './solanaRpcMethod.ts'

// Agave's MAX_MULTIPLE_ACCOUNTS.
const MAX_MULTIPLE_ACCOUNTS = 100

/** `getBalance(pubkey, config?)` → `{ context, value: lamports }`. */
export const getBalance: SolanaRpcMethod = (params, { ledger }) => {
  const list = paramsOf(params, 1)
  const pubkey = pubkeyParam(list[0])
  const config = configParam(list[1])
  checkCommitment(config)
  checkMinContextSlot(config, ledger.slot)
  return { context: responseContext(ledger), value: ledger.lamportsOf(pubkey) }
}

/** `getAccountInfo(pubkey, config?)` → `{ context, value: UiAccount | null }`; default encoding binary (base58). */
export const getAccountInfo: SolanaRpcMethod = (params, { ledger }) => {
  const list = paramsOf(params, 1)
  const pubkey = pubkeyParam(list[0])
  const config = configParam(list[1])
  checkCommitment(config)
  checkMinContextSlot(config, ledger.slot)
  const encoding = encodingParam(config, ACCOUNT_ENCODINGS, 'binary')
  const account = ledger.svm.getAccount(pubkey)
  return {
    context: responseContext(ledger),
    value: account.exists ? encodeAccount(ledger.svm, account, encoding, dataSliceParam(config)) : null,
  }
}

/** `getMultipleAccounts(pubkeys, config?)` → `{ context, value: (UiAccount | null)[] }`, at most 100 keys. */
export const getMultipleAccounts: SolanaRpcMethod = (params, { ledger }) => {
  const list = paramsOf(params, 1)
  const pubkeys = listParam(list[0], MAX_MULTIPLE_ACCOUNTS, 'pubkeys', pubkeyParam)
  const config = configParam(list[1])
  checkCommitment(config)
  checkMinContextSlot(config, ledger.slot)
  const encoding = encodingParam(config, ACCOUNT_ENCODINGS, 'base64')
  const slice = dataSliceParam(config)
  return {
    context: responseContext(ledger),
    value: pubkeys.map((pubkey) => {
      const account = ledger.svm.getAccount(pubkey)
      return account.exists ? encodeAccount(ledger.svm, account, encoding, slice) : null
    }),
  }
}

/** `getMinimumBalanceForRentExemption(dataLength, config?)` → lamports. */
export const getMinimumBalanceForRentExemption: SolanaRpcMethod = (params, { ledger }) => {
  const list = paramsOf(params, 1)
  const size = integerParam(list[0])
  checkCommitment(configParam(list[1]))
  return ledger.svm.minimumBalanceForRentExemption(size)
}
