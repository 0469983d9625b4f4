// getTokenAccountsByOwner and getTokenAccountBalance over SPL Token and Token-2022 accounts.
import type { Address } from '@solana/kit'
import { ACCOUNT_ENCODINGS, dataSliceParam, encodeAccount } from '../encodeAccount.ts'
import { invalidParams } from '../rpcErrors.ts'
import {
  checkCommitment,
  checkMinContextSlot,
  configParam,
  encodingParam,
  paramsOf,
  pubkeyParam,
} from '../rpcParams.ts'
import { decodeMint, decodeTokenAccount, isTokenProgram, uiTokenAmount } from '../tokenAccountData.ts'
import { responseContext, type SolanaRpcMethod } from './solanaRpcMethod.ts'

/**
 * `getTokenAccountsByOwner(owner, { mint } | { programId }, config?)` → `{ context, value: { pubkey, account }[] }`
 * in base58, base64 or jsonParsed.
 */
export const getTokenAccountsByOwner: SolanaRpcMethod = (params, { ledger }) => {
  const list = paramsOf(params, 2)
  const owner = pubkeyParam(list[0])
  const filter = configParam(list[1])
  const config = configParam(list[2])
  checkCommitment(config)
  checkMinContextSlot(config, ledger.slot)
  const encoding = encodingParam(config, ACCOUNT_ENCODINGS, 'binary')
  const slice = dataSliceParam(config)

  let programs: string[]
  let mint: Address | null = null
  if (filter.mint !== undefined) {
    mint = pubkeyParam(filter.mint)
    const mintAccount = ledger.svm.getAccount(mint)
    if (!mintAccount.exists || !isTokenProgram(mintAccount.programAddress)) {
      throw invalidParams('Invalid param: could not find mint')
    }
    programs = [mintAccount.programAddress]
  } else if (filter.programId !== undefined) {
    const programId = pubkeyParam(filter.programId)
    if (!isTokenProgram(programId)) throw invalidParams('Invalid param: unrecognized Token program id')
    programs = [programId]
  } else {
    throw invalidParams('Invalid params: expected `mint` or `programId` in the filter.')
  }

  const value = programs
    .flatMap((program) => ledger.svm.getProgramAccounts(program as Address))
    .filter((account) => {
      const token = decodeTokenAccount(account.data)
      return token !== null && token.owner === owner && (mint === null || token.mint === mint)
    })
    .map((account) => ({
      account: encodeAccount(ledger.svm, account, encoding, slice),
      pubkey: account.address,
    }))
  return { context: responseContext(ledger), value }
}

/** `getTokenAccountBalance(tokenAccount, config?)` → `{ context, value: UiTokenAmount }`. */
export const getTokenAccountBalance: SolanaRpcMethod = (params, { ledger }) => {
  const list = paramsOf(params, 1)
  const pubkey = pubkeyParam(list[0])
  const config = configParam(list[1])
  checkCommitment(config)
  checkMinContextSlot(config, ledger.slot)
  const account = ledger.svm.getAccount(pubkey)
  if (!account.exists) throw invalidParams('Invalid param: could not find account')
  const token = isTokenProgram(account.programAddress) ? decodeTokenAccount(account.data) : null
  if (!token) throw invalidParams('Invalid param: not a Token account')
  const mint = ledger.svm.getAccount(token.mint as Address)
  const decimals = mint.exists ? decodeMint(mint.data)?.decimals : undefined
  if (decimals === undefined) throw invalidParams('Invalid param: could not find mint')
  return { context: responseContext(ledger), value: uiTokenAmount(token.amount, decimals) }
}
