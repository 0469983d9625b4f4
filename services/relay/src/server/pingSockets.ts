import type { RelayConnection } from './relayConnection.ts'

/**
 * Pings every socket each `intervalMs`: pings keep idle sockets (and the NATs and proxies between) alive, and
 * a socket that did not answer the previous ping with a pong is terminated. Returns the function that stops.
 *
 * @example
 * const stopPinging = pingSockets(connections, 30_000)
 */
export function pingSockets(connections: Iterable<RelayConnection>, intervalMs: number): () => void {
  const pinger = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }, intervalMs)
  pinger.unref()
  return () => clearInterval(pinger)
}
