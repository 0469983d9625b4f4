import { createServer } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import type { Mailbox } from '../mailbox/mailbox.ts'
import { authenticateUpgrade } from './authenticateUpgrade.ts'
import { checkProjectId, PROJECT_ID_CLOSE_CODE } from './checkProjectId.ts'
import { createRelayHub, type RelayFanOut } from './createRelayHub.ts'
import { handleRelayFrame } from './handleRelayFrame.ts'
import { logRelayError } from './logRelayError.ts'
import { pingSockets } from './pingSockets.ts'
import { readClientIp } from './readClientIp.ts'
import { RelayConnection } from './relayConnection.ts'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './relayLimits.ts'

export type { RelayFanOut } from './createRelayHub.ts'
export type { RelayLimits } from './relayLimits.ts'

/** Parameters of {@link createRelayServer}. */
export interface CreateRelayServerParameters {
  mailbox: Mailbox
  /** Port to listen on; 0 picks a free one. */
  port: number
  host?: string
  /** URLs clients reach this relay at (their JWT `aud`); the loopback URLs of `port` are always accepted. */
  publicUrls?: readonly string[]
  limits?: Partial<RelayLimits>
  /** Where topic fan-out crosses processes (Redis); in-process when absent. */
  fanOut?: RelayFanOut
  /**
   * Project ids clients must name in the `projectId` query parameter, as the WalletConnect network demands;
   * a socket without one, or with another, is closed with code 3000 (checkProjectId). Empty or absent: none
   * is needed.
   */
  projectIds?: readonly string[]
}

/** A running relay. */
export interface RelayServer {
  /** `ws://host:port` it listens on. */
  url: string
  port: number
  /** Open sockets. */
  connectionCount(): number
  /** Closes every socket and stops listening. */
  close(): Promise<void>
}

/**
 * A WalletConnect v2 relay (`irn_*` JSON-RPC over WebSocket) that the unmodified `@walletconnect/sign-client`
 * works against: subscribe, publish, fetch (single and batch), delivery by `irn_subscription` with
 * acknowledgement, and the `wc_proposeSession` / `wc_approveSession` calls, for which the relay subscribes the
 * caller and publishes the contained messages itself (handleRelayRequest). Clients authenticate with their
 * did:key JWT (authenticateUpgrade) and, with `projectIds`, name a known project id (checkProjectId); topics
 * and the mailbox are the hub's (createRelayHub).
 *
 * @example
 * const relay = await createRelayServer({ port: 8788, mailbox: createMemoryMailbox() })
 * // sign-client: new SignClient({ relayUrl: relay.url, projectId: 'demo', … })
 */
export async function createRelayServer({
  mailbox,
  port,
  host = '127.0.0.1',
  publicUrls = [],
  limits: limitOverrides = {},
  fanOut,
  projectIds,
}: CreateRelayServerParameters): Promise<RelayServer> {
  const limits = { ...DEFAULT_RELAY_LIMITS, ...limitOverrides }
  const hub = createRelayHub({
    mailbox,
    fanOut,
    maxTopicsPerSocket: limits.maxTopicsPerSocket,
    publishBytesPerMinute: limits.publishBytesPerMinute,
  })
  const connections = new Set<RelayConnection>()

  const http = createServer((request, response) => {
    if (request.url === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
      return
    }
    response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only (irn_* JSON-RPC)\n')
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes })
  // Hear other processes before the first client can subscribe, so no live message falls in between.
  await fanOut?.listen((message, publisherId) => hub.deliverHere(message, publisherId))
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject) // e.g. EADDRINUSE: fail, do not hang
      http.listen(port, host, () => {
        http.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    await fanOut?.close()
    throw new Error(`the relay cannot listen on ${host}:${port} (${(error as Error).message})`, {
      cause: error,
    })
  }
  const address = http.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  const audiences = [
    ...publicUrls,
    `ws://${host}:${actualPort}`,
    `ws://127.0.0.1:${actualPort}`,
    `ws://localhost:${actualPort}`,
  ]

  function accept(socket: WebSocket, clientId: string, transport: Duplex) {
    const connection = new RelayConnection(
      socket,
      clientId,
      limits.requestsPerSecond,
      limits.maxBufferedBytes,
      transport,
    )
    connections.add(connection)
    socket.on('pong', () => (connection.alive = true))
    socket.on('message', (data) => {
      handleRelayFrame(hub, connection, data, limits).catch((error: unknown) =>
        logRelayError('frame failed', error),
      )
    })
    socket.on('close', () => {
      connections.delete(connection)
      hub.disconnect(connection)
    })
    socket.on('error', () => socket.terminate())
  }

  // Open sockets per client address, counted from the upgrade until the TCP socket closes.
  const connectionsPerIp = new Map<string, number>()
  http.on('upgrade', (request, socket, head) => {
    const ip = readClientIp(request, limits.trustedProxyHops)
    const open = connectionsPerIp.get(ip) ?? 0
    if (open >= limits.maxConnectionsPerIp) {
      socket.end(
        'HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n' +
          'too many connections from this address\n',
      )
      return
    }
    connectionsPerIp.set(ip, open + 1)
    socket.once('close', () => {
      const left = (connectionsPerIp.get(ip) ?? 1) - 1
      if (left > 0) connectionsPerIp.set(ip, left)
      else connectionsPerIp.delete(ip)
    })
    const clientId = authenticateUpgrade(request, socket, audiences)
    if (!clientId) return
    const refusal = checkProjectId(request, projectIds)
    // As the WalletConnect network does: the socket opens, then closes with 3000 and the reason, which the
    // client reports ("…closed abnormally with code: 3000 (reason)") and does not retry.
    if (refusal) wss.handleUpgrade(request, socket, head, (ws) => ws.close(PROJECT_ID_CLOSE_CODE, refusal))
    else wss.handleUpgrade(request, socket, head, (ws) => accept(ws, clientId, socket))
  })

  const stopPinging = pingSockets(connections, limits.pingIntervalMs)

  return {
    url: `ws://${host}:${actualPort}`,
    port: actualPort,
    connectionCount: () => connections.size,
    async close() {
      stopPinging()
      hub.close()
      for (const connection of connections) connection.socket.terminate()
      wss.close()
      await new Promise<void>((resolve) => http.close(() => resolve()))
      await fanOut?.close()
    },
  }
}
