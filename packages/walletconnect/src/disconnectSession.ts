import type { ISignClient } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'

// The sign client retries a publish for a minute when the relay is unreachable; a person pressing Disconnect
// waits at most this long (one of §9's time constants, 5 s) before the session is forgotten locally.
const DISCONNECT_TIMEOUT_MS = 5_000

/**
 * Ends a session: the wallet is told with `session_delete` (USER_DISCONNECTED) and the sign client forgets it.
 * Never throws: when the relay cannot take the message (or takes too long), the session is only forgotten
 * here, and the wallet will see it expire.
 *
 * @example
 * await disconnectSession(signClient, session.topic)
 */
export async function disconnectSession(
  signClient: ISignClient,
  topic: string,
  timeoutMs = DISCONNECT_TIMEOUT_MS,
): Promise<void> {
  if (!signClient.session.keys.includes(topic)) return
  const reason = getSdkError('USER_DISCONNECTED')
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`session_delete not published within ${timeoutMs} ms`)),
      timeoutMs,
    )
  })
  try {
    await Promise.race([signClient.disconnect({ topic, reason }), timeout])
  } catch (error) {
    signClient.logger.warn(
      { error, topic },
      'disconnect: the wallet could not be told; forgetting the session',
    )
    if (signClient.session.keys.includes(topic))
      await signClient.session.delete(topic, reason).catch(() => undefined)
  } finally {
    clearTimeout(timer)
  }
}
