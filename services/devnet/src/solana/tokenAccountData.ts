// Reads SPL Token and Token-2022 account data: the base layouts (82-byte mint, 165-byte account) are the same in
// both programs; Token-2022 appends an account-type byte at 165 and TLV extensions after it.
import { AccountState, getMintDecoder, getTokenDecoder } from '@solana-program/token'
import { isSome, type Option, type ReadonlyUint8Array } from '@solana/kit'
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from './devnetSolanaFixtures.ts'

const MINT_SIZE = 82
const TOKEN_ACCOUNT_SIZE = 165
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2

/** A token amount as Solana's RPC shows it (`UiTokenAmount`). */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

/** A decoded mint. */
export interface DecodedMint {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
  extensions: { extension: string }[]
}

/** A decoded token account. */
export interface DecodedTokenAccount {
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: bigint | null
  delegatedAmount: bigint
  closeAuthority: string | null
  extensions: { extension: string }[]
}

/**
 * Whether `programAddress` is SPL Token or Token-2022.
 *
 * @example
 * isTokenProgram('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') // true
 */
export function isTokenProgram(programAddress: string): boolean {
  return programAddress === TOKEN_PROGRAM_ADDRESS || programAddress === TOKEN_2022_PROGRAM_ADDRESS
}

/**
 * The name the RPC gives a token program in `jsonParsed` answers.
 *
 * @example
 * tokenProgramName(TOKEN_2022_PROGRAM_ADDRESS) // 'spl-token-2022'
 */
export function tokenProgramName(programAddress: string): 'spl-token' | 'spl-token-2022' {
  return programAddress === TOKEN_2022_PROGRAM_ADDRESS ? 'spl-token-2022' : 'spl-token'
}

function optionToNullable<T>(option: Option<T>): T | null {
  return isSome(option) ? option.value : null
}

// Token-2022 extension types (spl-token-2022's ExtensionType) whose jsonParsed form needs no state.
const STATELESS_EXTENSIONS: Readonly<Record<number, string>> = {
  7: 'immutableOwner',
  9: 'nonTransferable',
  13: 'nonTransferableAccount',
}

function readExtensions(data: ReadonlyUint8Array, expectedAccountType: number): { extension: string }[] {
  if (data.length <= TOKEN_ACCOUNT_SIZE || data[TOKEN_ACCOUNT_SIZE] !== expectedAccountType) return []
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const extensions: { extension: string }[] = []
  for (let offset = TOKEN_ACCOUNT_SIZE + 1; offset + 4 <= data.length;) {
    const type = view.getUint16(offset, true)
    const length = view.getUint16(offset + 2, true)
    if (type === 0) break
    extensions.push({ extension: STATELESS_EXTENSIONS[type] ?? 'unparseableExtension' })
    offset += 4 + length
  }
  return extensions
}

/**
 * Decodes a mint's data, or returns null when the data is not a mint.
 *
 * @example
 * decodeMint(account.data)?.decimals // 6
 */
export function decodeMint(data: ReadonlyUint8Array): DecodedMint | null {
  const extended = data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_MINT
  if (data.length !== MINT_SIZE && !extended) return null
  const mint = getMintDecoder().decode(data)
  return {
    mintAuthority: optionToNullable(mint.mintAuthority),
    supply: mint.supply,
    decimals: mint.decimals,
    isInitialized: mint.isInitialized,
    freezeAuthority: optionToNullable(mint.freezeAuthority),
    extensions: readExtensions(data, ACCOUNT_TYPE_MINT),
  }
}

/**
 * Decodes a token account's data, or returns null when the data is not a token account.
 *
 * @example
 * decodeTokenAccount(account.data)?.amount // 25000000000n
 */
export function decodeTokenAccount(data: ReadonlyUint8Array): DecodedTokenAccount | null {
  const extended = data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_ACCOUNT
  if (data.length !== TOKEN_ACCOUNT_SIZE && !extended) return null
  const token = getTokenDecoder().decode(data)
  const states = {
    [AccountState.Uninitialized]: 'uninitialized',
    [AccountState.Initialized]: 'initialized',
    [AccountState.Frozen]: 'frozen',
  } as const
  return {
    mint: token.mint,
    owner: token.owner,
    amount: token.amount,
    delegate: optionToNullable(token.delegate),
    state: states[token.state],
    isNative: optionToNullable(token.isNative),
    delegatedAmount: token.delegatedAmount,
    closeAuthority: optionToNullable(token.closeAuthority),
    extensions: readExtensions(data, ACCOUNT_TYPE_ACCOUNT),
  }
}

/**
 * Formats base units as the RPC's `UiTokenAmount` (uiAmountString without trailing zeros).
 *
 * @example
 * uiTokenAmount(25_000_000_000n, 6) // { amount: '25000000000', decimals: 6, uiAmount: 25000, uiAmountString: '25000' }
 */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
