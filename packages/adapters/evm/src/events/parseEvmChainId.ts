import { ChainIdNotFoundError } from '@portico/common'

/**
 * Reads an EVM chain id as a wallet reports it: EIP-1193 says hex (`0x7a69`); some wallets send a decimal
 * string or a number.
 *
 * @throws {ChainIdNotFoundError} when it is not a positive integer in any of those forms (§8 'ChainId not found').
 *
 * @example
 * parseEvmChainId('0x7a69') // 31337
 */
export function parseEvmChainId(value: unknown): number {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)
        ? Number(value)
        : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) throw new ChainIdNotFoundError({ received: value })
  return id
}
