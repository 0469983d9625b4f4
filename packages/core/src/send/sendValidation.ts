import { InvalidParamsRpcError, InvalidSendDraftError } from '@portico/common'

/** One call of a batch (EIP-5792 `wallet_sendCalls`). */
export interface SendCall {
  to: `0x${string}`
  data?: `0x${string}` | undefined
  value?: string | bigint | undefined
}

const HEX = /^0x[0-9a-fA-F]*$/

/**
 * §5 sending calls: each call needs a `to` starting with 0x, an optional `data` starting with 0x and an optional
 * `value`.
 *
 * @throws {InvalidParamsRpcError} naming the first call and field that break the rule.
 *
 * @example
 * validateSendCalls([{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', data: '0x' }])
 */
export function validateSendCalls(calls: readonly unknown[]): SendCall[] {
  return calls.map((call, index) => {
    const { to, data, value } = (call ?? {}) as Record<string, unknown>
    const problem =
      typeof to !== 'string' || !HEX.test(to)
        ? '`to` must start with 0x'
        : data !== undefined && (typeof data !== 'string' || !HEX.test(data))
          ? '`data` must start with 0x'
          : value !== undefined && typeof value !== 'string' && typeof value !== 'bigint'
            ? '`value` must be a hex string or a bigint'
            : undefined
    if (problem) throw new InvalidParamsRpcError({ details: `calls[${index}]: ${problem}` })
    return call as SendCall
  })
}

/** §5 Solana preflight commitments. */
export const SOLANA_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

/** §5 Solana sign-and-send options. */
export interface SolanaSendOptions {
  skipPreflight?: boolean
  preflightCommitment?: (typeof SOLANA_COMMITMENTS)[number]
  maxRetries?: number
  minContextSlot?: number
}

/**
 * §5: checks Solana sign-and-send options (skipPreflight, preflightCommitment, maxRetries, minContextSlot).
 *
 * @throws {InvalidParamsRpcError} naming the first bad option.
 *
 * @example
 * validateSolanaSendOptions({ preflightCommitment: 'confirmed', maxRetries: 3 })
 */
export function validateSolanaSendOptions(options: Record<string, unknown>): SolanaSendOptions {
  const known = new Set(['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot'])
  for (const [key, value] of Object.entries(options)) {
    const problem = !known.has(key)
      ? 'is not a Solana send option'
      : key === 'skipPreflight' && typeof value !== 'boolean'
        ? 'must be true or false'
        : key === 'preflightCommitment' && !SOLANA_COMMITMENTS.includes(value as never)
          ? `must be one of ${SOLANA_COMMITMENTS.join(', ')}`
          : (key === 'maxRetries' || key === 'minContextSlot') &&
              !(Number.isInteger(value) && (value as number) >= 0)
            ? 'must be a whole number of at least 0'
            : undefined
    if (problem) throw new InvalidParamsRpcError({ details: `${key} ${problem}` })
  }
  return options as SolanaSendOptions
}

/**
 * §5: a Solana send needs both an amount and a receiver.
 *
 * @throws {InvalidSendDraftError} 'Please enter a valid amount and receiver address'.
 *
 * @example
 * assertSolanaSendDraft({ sendTokenAmount: '1', receiverAddress: 'Gk7h…' })
 */
export function assertSolanaSendDraft(draft: {
  sendTokenAmount?: string | undefined
  receiverAddress?: string | undefined
}): void {
  const amount = Number(draft.sendTokenAmount)
  if (!draft.receiverAddress || !draft.sendTokenAmount || !Number.isFinite(amount) || amount <= 0) {
    throw new InvalidSendDraftError()
  }
}
