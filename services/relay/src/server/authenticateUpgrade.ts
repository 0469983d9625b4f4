import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { RelayAuthError, verifyRelayJwt } from '../auth/verifyRelayJwt.ts'

/**
 * The client id (did:key) of a WebSocket upgrade whose `auth` JWT is valid for one of `audiences`; otherwise
 * the upgrade is answered 401 with the reason and `undefined` returned.
 */
export function authenticateUpgrade(
  request: IncomingMessage,
  socket: Duplex,
  audiences: readonly string[],
): string | undefined {
  const refuse = (reason: string) => {
    socket.end(
      `HTTP/1.1 401 Unauthorized\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${reason}\n`,
    )
    return undefined
  }
  const token = new URL(request.url ?? '/', 'http://relay').searchParams.get('auth')
  if (!token) return refuse('missing auth token')
  try {
    return verifyRelayJwt({ token, audiences }).iss
  } catch (error) {
    return refuse(error instanceof RelayAuthError ? error.message : 'invalid auth token')
  }
}
