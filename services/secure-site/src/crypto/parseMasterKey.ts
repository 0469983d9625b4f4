/** Thrown for a master key that is not 64 hex digits. */
export class MasterKeyFormatError extends Error {
  override name = 'MasterKeyFormatError'
}

/**
 * The 32-byte master key from its 64 hex digits (an optional `0x` is accepted).
 *
 * @example
 * parseMasterKey('00'.repeat(32)).length // 32
 */
export function parseMasterKey(hex: string): Buffer {
  const digits = hex.trim().replace(/^0x/, '')
  if (!/^[0-9a-fA-F]{64}$/.test(digits)) {
    throw new MasterKeyFormatError('the master key must be 64 hex digits (32 bytes)')
  }
  return Buffer.from(digits, 'hex')
}
