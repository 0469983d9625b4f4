import type { JsonRpcErrorObject } from './jsonRpcMessages.ts'

/**
 * A node's JSON-RPC `error` answer kept as it came (numeric `code`, `message`, `data`), as the cause of the §8
 * error the transport throws: a revert's `data` stays where viem's contract error decoding looks for it.
 *
 * @example
 * const answer = new JsonRpcAnswerError({ code: 3, message: 'execution reverted', data: '0x08c379a0…' })
 * answer.code // 3
 */
export class JsonRpcAnswerError extends Error {
  override name = 'JsonRpcAnswerError'
  /** The node's numeric JSON-RPC code. */
  readonly code: number
  /** The node's `data` (a revert's encoded reason, say). */
  readonly data: unknown

  constructor({ code, message, data }: JsonRpcErrorObject) {
    super(message)
    this.code = code
    this.data = data
  }
}
