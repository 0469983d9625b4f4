import type { FrameErrorPayload } from '@portico/frame-protocol'

/**
 * The error frame event's payload for anything a handler threw: its message and, when it has a numeric
 * `code` (EIP-1193 / JSON-RPC, or the server's), that code. §8: the host shows the message.
 *
 * @example
 * toErrorPayload(new UserRejectedRequestError()) // { message: 'User rejected the request.', code: 4001 }
 */
export function toErrorPayload(error: unknown): FrameErrorPayload {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    const message = error.message.slice(0, 2000)
    return typeof code === 'number' && Number.isInteger(code) ? { message, code } : { message }
  }
  return { message: String(error).slice(0, 2000) }
}
