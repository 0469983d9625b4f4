import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { BadRequestError } from '../http/httpErrors.ts'

function readShortVec(bytes: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new BadRequestError('The Solana transaction is truncated')
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return [value, offset + i + 1]
  }
  throw new BadRequestError('The Solana transaction has a malformed length')
}

/**
 * Signs a serialized Solana transaction (legacy or versioned, base58) with the user's ed25519 key: the
 * signature goes in the slot of the user's public key among the message's required signers.
 *
 * @example
 * const { signature, transaction } = signSolanaTransaction(serialized, privateKey)
 */
export function signSolanaTransaction(
  serialized: string,
  privateKey: Uint8Array,
): { signature: string; transaction: string } {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(serialized)
  } catch {
    throw new BadRequestError('The Solana transaction must be base58')
  }
  const [signatureCount, messageStart] = readShortVec(bytes, 0)
  const message = bytes.subarray(messageStart + signatureCount * 64)
  // Versioned messages start with 0x80 | version; the header follows.
  let cursor = (message[0] ?? 0) & 0x80 ? 1 : 0
  const requiredSignatures = message[cursor]
  if (requiredSignatures === undefined || requiredSignatures !== signatureCount) {
    throw new BadRequestError('The Solana transaction signature count does not match its message')
  }
  cursor += 3
  const [keyCount, keysStart] = readShortVec(message, cursor)
  const publicKey = ed25519.getPublicKey(privateKey)
  let slot = -1
  for (let i = 0; i < Math.min(keyCount, requiredSignatures); i++) {
    const key = message.subarray(keysStart + i * 32, keysStart + (i + 1) * 32)
    if (key.length === 32 && key.every((b, j) => b === publicKey[j])) slot = i
  }
  if (slot < 0) throw new BadRequestError("The Solana transaction does not need this wallet's signature")
  const signature = ed25519.sign(message, privateKey)
  const signed = Uint8Array.from(bytes)
  signed.set(signature, messageStart + slot * 64)
  return { signature: base58.encode(signature), transaction: base58.encode(signed) }
}
