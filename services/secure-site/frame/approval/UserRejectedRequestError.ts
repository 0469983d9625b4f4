import { frameMessages } from '../messages.ts'

/** The person pressed Reject on the approval screen (EIP-1193 code 4001). */
export class UserRejectedRequestError extends Error {
  override name = 'UserRejectedRequestError'
  readonly code = 4001
  constructor() {
    super(frameMessages.userRejected)
  }
}
