// An account as the RPC answers it (`UiAccount`) in each encoding: binary (legacy base58 string), base58, base64
// and jsonParsed (token mints and accounts; anything else falls back to base64, as a validator does).
import { getBase58Decoder, type Address, type EncodedAccount } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { SOLANA_RPC_ERROR_CODES, SolanaRpcError, invalidParams } from './rpcErrors.ts'
import { integerParam, type RpcConfig } from './rpcParams.ts'
import {
  decodeMint,
  decodeTokenAccount,
  isTokenProgram,
  tokenProgramName,
  uiTokenAmount,
} from './tokenAccountData.ts'

/** Encodings the account methods take. base64+zstd is refused: Node 20 has no zstd. */
export const ACCOUNT_ENCODINGS = ['binary', 'base58', 'base64', 'jsonParsed'] as const

/** One of {@link ACCOUNT_ENCODINGS}. */
export type AccountEncoding = (typeof ACCOUNT_ENCODINGS)[number]

// Agave's MAX_BASE58_BYTES: base58 is refused above this size.
const MAX_BASE58_BYTES = 128
// Rent is no longer collected: every account reports the rent epoch u64::MAX.
const RENT_EXEMPT_RENT_EPOCH = 18_446_744_073_709_551_615n

/** A `dataSlice` config member. */
export interface DataSlice {
  offset: number
  length: number
}

/**
 * Reads `dataSlice` from a config, or undefined.
 *
 * @example
 * const slice = dataSliceParam(config)
 */
export function dataSliceParam(config: RpcConfig): DataSlice | undefined {
  const slice = config.dataSlice
  if (slice === undefined || slice === null) return undefined
  if (typeof slice !== 'object')
    throw invalidParams('Invalid params: invalid type: expected struct UiDataSliceConfig.')
  const { offset, length } = slice as Record<string, unknown>
  return { offset: Number(integerParam(offset)), length: Number(integerParam(length)) }
}

function jsonParsedData(svm: LiteSVM, account: EncodedAccount): unknown {
  if (!isTokenProgram(account.programAddress)) return null
  const program = tokenProgramName(account.programAddress)
  const space = account.data.length
  const mint = decodeMint(account.data)
  if (mint) {
    const info: Record<string, unknown> = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    }
    if (program === 'spl-token-2022' && mint.extensions.length > 0) info.extensions = mint.extensions
    return { program, parsed: { info, type: 'mint' }, space }
  }
  const token = decodeTokenAccount(account.data)
  if (!token) return null
  const mintAccount = svm.getAccount(token.mint as Address)
  const decimals = mintAccount.exists ? (decodeMint(mintAccount.data)?.decimals ?? 0) : 0
  const info: Record<string, unknown> = {
    isNative: token.isNative !== null,
    mint: token.mint,
    owner: token.owner,
    state: token.state,
    tokenAmount: uiTokenAmount(token.amount, decimals),
  }
  if (token.delegate) {
    info.delegate = token.delegate
    info.delegatedAmount = uiTokenAmount(token.delegatedAmount, decimals)
  }
  if (token.closeAuthority) info.closeAuthority = token.closeAuthority
  if (program === 'spl-token-2022' && token.extensions.length > 0) info.extensions = token.extensions
  return { program, parsed: { info, type: 'account' }, space }
}

/**
 * The JSON of one account in `encoding`, as getAccountInfo, getMultipleAccounts, getTokenAccountsByOwner and
 * accountNotification carry it.
 *
 * @throws {SolanaRpcError} -32600 when base58 is asked for more than 128 bytes of data.
 * @example
 * encodeAccount(svm, svm.getAccount(owner), 'base64') // { data: ['', 'base64'], executable: false, lamports: …, … }
 */
export function encodeAccount(
  svm: LiteSVM,
  account: EncodedAccount,
  encoding: AccountEncoding,
  slice?: DataSlice,
): Record<string, unknown> {
  const base = {
    executable: account.executable,
    lamports: BigInt(account.lamports),
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_RENT_EPOCH,
    space: account.data.length,
  }
  if (encoding === 'jsonParsed' && !slice) {
    const parsed = jsonParsedData(svm, account)
    if (parsed) return { ...base, data: parsed }
  }
  const data = slice ? account.data.subarray(slice.offset, slice.offset + slice.length) : account.data
  if ((encoding === 'binary' || encoding === 'base58') && data.length > MAX_BASE58_BYTES) {
    throw new SolanaRpcError(
      SOLANA_RPC_ERROR_CODES.invalidRequest,
      `Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`,
    )
  }
  if (encoding === 'binary') return { ...base, data: getBase58Decoder().decode(data) }
  if (encoding === 'base58') return { ...base, data: [getBase58Decoder().decode(data), 'base58'] }
  return { ...base, data: [Buffer.from(data).toString('base64'), 'base64'] }
}
