import { base58 } from '@scure/base'

/** The bytes are not a Solana message (or transaction) laid out as the runtime reads it. */
export class SolanaMessageParseError extends Error {
  override name = 'SolanaMessageParseError'
}

/** One instruction of a message: its program, its accounts (base58, or `undefined` when from a lookup table). */
export interface SolanaInstruction {
  programId: string | undefined
  accounts: (string | undefined)[]
  data: Uint8Array
}

/** A parsed Solana message: legacy or version 0. */
export interface ParsedSolanaMessage {
  version: 'legacy' | number
  requiredSignatures: number
  /** The static account keys, base58; the first `requiredSignatures` sign. */
  accountKeys: string[]
  instructions: SolanaInstruction[]
}

/** Reads bytes front to back and refuses to run past the end. */
function createReader(bytes: Uint8Array) {
  let offset = 0
  const need = (count: number) => {
    if (offset + count > bytes.length) throw new SolanaMessageParseError('The Solana message is truncated')
  }
  return {
    get offset() {
      return offset
    },
    done: () => offset === bytes.length,
    byte(): number {
      need(1)
      return bytes[offset++]!
    },
    take(count: number): Uint8Array {
      need(count)
      const slice = bytes.subarray(offset, offset + count)
      offset += count
      return slice
    },
    // compact-u16 ("shortvec"): 7 bits a byte, at most 3 bytes.
    shortVec(): number {
      let value = 0
      for (let index = 0; index < 3; index++) {
        const byte = this.byte()
        value |= (byte & 0x7f) << (7 * index)
        if ((byte & 0x80) === 0) return value
      }
      throw new SolanaMessageParseError('The Solana message has a malformed length')
    },
  }
}

type Reader = ReturnType<typeof createReader>

function readMessage(reader: Reader): ParsedSolanaMessage {
  const first = reader.byte()
  const versioned = (first & 0x80) !== 0
  const version = versioned ? first & 0x7f : 'legacy'
  if (versioned && version !== 0) throw new SolanaMessageParseError('Unknown Solana message version')
  const requiredSignatures = versioned ? reader.byte() : first
  const readonlySigned = reader.byte()
  const readonlyUnsigned = reader.byte()
  const keyCount = reader.shortVec()
  if (requiredSignatures === 0 || requiredSignatures > keyCount || readonlySigned >= requiredSignatures)
    throw new SolanaMessageParseError('The Solana message header does not fit its accounts')
  if (readonlyUnsigned > keyCount - requiredSignatures)
    throw new SolanaMessageParseError('The Solana message header does not fit its accounts')
  const accountKeys = Array.from({ length: keyCount }, () => base58.encode(reader.take(32)))
  reader.take(32) // recent blockhash
  const rawInstructions = Array.from({ length: reader.shortVec() }, () => {
    const programIndex = reader.byte()
    const accounts = Array.from({ length: reader.shortVec() }, () => reader.byte())
    const data = reader.take(reader.shortVec())
    return { programIndex, accounts, data }
  })
  let lookedUp = 0
  if (versioned) {
    for (let table = reader.shortVec(); table > 0; table--) {
      reader.take(32)
      lookedUp += reader.take(reader.shortVec()).length
      lookedUp += reader.take(reader.shortVec()).length
    }
  }
  const total = keyCount + lookedUp
  const instructions = rawInstructions.map(({ programIndex, accounts, data }) => {
    if (programIndex >= total || accounts.some((index) => index >= total))
      throw new SolanaMessageParseError('A Solana instruction names an account the message does not have')
    return {
      programId: accountKeys[programIndex],
      accounts: accounts.map((index) => accountKeys[index]),
      data,
    }
  })
  return { version, requiredSignatures, accountKeys, instructions }
}

/**
 * Parses a serialized Solana message (legacy or v0) that must use every byte.
 *
 * @throws {SolanaMessageParseError} when the bytes are not one.
 * @example
 * parseSolanaMessage(transactionMessageBytes).instructions[0].programId // '11111111111111111111111111111111'
 */
export function parseSolanaMessage(bytes: Uint8Array): ParsedSolanaMessage {
  const reader = createReader(bytes)
  const message = readMessage(reader)
  if (!reader.done()) throw new SolanaMessageParseError('The Solana message has bytes after its end')
  return message
}

/**
 * Parses a serialized Solana transaction (signatures, then the message) that must use every byte.
 *
 * @throws {SolanaMessageParseError} when the bytes are not one.
 * @example
 * parseSolanaTransaction(base58.decode(serialized)).message.instructions
 */
export function parseSolanaTransaction(bytes: Uint8Array): {
  signatures: number
  message: ParsedSolanaMessage
} {
  const reader = createReader(bytes)
  const signatures = reader.shortVec()
  reader.take(signatures * 64)
  const message = readMessage(reader)
  if (!reader.done()) throw new SolanaMessageParseError('The Solana transaction has bytes after its end')
  if (message.requiredSignatures !== signatures)
    throw new SolanaMessageParseError('The Solana transaction signature count does not match its message')
  return { signatures, message }
}

/**
 * Whether `bytes` given to signMessage would in fact be a Solana transaction or transaction message: signing them
 * "as a message" would sign a transaction the person never saw as one.
 *
 * @example
 * isSolanaTransactionOrMessage(new TextEncoder().encode('hello')) // false
 */
export function isSolanaTransactionOrMessage(bytes: Uint8Array): boolean {
  for (const parse of [parseSolanaMessage, parseSolanaTransaction]) {
    try {
      parse(bytes)
      return true
    } catch (error) {
      if (!(error instanceof SolanaMessageParseError)) throw error
    }
  }
  return false
}
