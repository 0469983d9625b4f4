// Decodes a transaction sent as base58 or base64 with Agave's size limits and error texts (rpc/src/rpc.rs).
import {
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { invalidParams } from './rpcErrors.ts'

// PACKET_DATA_SIZE minus headers: the largest transaction, and its largest base58 and base64 forms.
const MAX_TRANSACTION_BYTES = 1232
const MAX_BASE58_LENGTH = 1683
const MAX_BASE64_LENGTH = 1644
const TYPE_NAME = 'solana_transaction::versioned::VersionedTransaction'

/** A decoded wire transaction with its bytes. */
export interface WireTransaction {
  transaction: Transaction
  wire: Uint8Array
}

/**
 * Decodes a wire transaction, checking size and that its message is well formed.
 *
 * @throws {SolanaRpcError} -32602 with the validator's text for bad encoding, size or bytes.
 * @example
 * const { transaction } = decodeWireTransaction(params[0], 'base64')
 */
export function decodeWireTransaction(encoded: string, encoding: 'base58' | 'base64'): WireTransaction {
  const maxLength = encoding === 'base58' ? MAX_BASE58_LENGTH : MAX_BASE64_LENGTH
  if (encoded.length > maxLength) {
    throw invalidParams(
      `${encoding} encoded ${TYPE_NAME} too large: ${encoded.length} bytes (max: encoded/raw ${maxLength}/${MAX_TRANSACTION_BYTES})`,
    )
  }
  let wire: Uint8Array
  if (encoding === 'base58') {
    try {
      wire = new Uint8Array(getBase58Encoder().encode(encoded))
    } catch (error) {
      throw invalidParams(`invalid base58 encoding: ${(error as Error).message}`)
    }
  } else {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) {
      throw invalidParams('invalid base64 encoding: InvalidByte')
    }
    wire = new Uint8Array(Buffer.from(encoded, 'base64'))
  }
  if (wire.length > MAX_TRANSACTION_BYTES) {
    throw invalidParams(
      `decoded ${TYPE_NAME} too large: ${wire.length} bytes (max: ${MAX_TRANSACTION_BYTES} bytes)`,
    )
  }
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(wire)
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    if (message.version === 1) throw new Error('version 1')
  } catch {
    throw invalidParams(`failed to deserialize ${TYPE_NAME}: io error: failed to fill whole buffer`)
  }
  return { transaction, wire }
}
