import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { randomBytes } from 'node:crypto'
import WebSocket from 'ws'

/** What one traffic run measured. */
export interface TrafficStats {
  messages: number
  seconds: number
  messagesPerSecond: number
  p50Ms: number
  p99Ms: number
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0
}

function statsOf(latencies: number[], startedAt: number): TrafficStats {
  const seconds = (performance.now() - startedAt) / 1000
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    messages: latencies.length,
    seconds,
    messagesPerSecond: latencies.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  }
}

/** The shape of a traffic run: `clients` sockets, `messages` each, `window` in flight per socket. */
export interface TrafficParameters {
  url: string
  clients: number
  messages: number
  window?: number
}

async function openSocket(address: string): Promise<WebSocket> {
  const socket = new WebSocket(address)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  return socket
}

/** A socket on the relay, authenticated with a fresh did:key JWT like a WalletConnect client. */
async function openRelaySocket(url: string): Promise<WebSocket> {
  return openSocket(`${url}/?auth=${await signJWT('bench', url, 3600, generateKeyPair())}`)
}

/**
 * `clients` sockets in pairs on a relay at `url`: each subscribes to its own topic and publishes `messages`
 * messages to its partner's, `window` in flight at a time. Latency is publish → irn_subscription delivery.
 */
export async function runRelayTraffic({
  url,
  clients,
  messages,
  window = 20,
}: TrafficParameters): Promise<TrafficStats> {
  const sockets = await Promise.all(Array.from({ length: clients }, () => openRelaySocket(url)))
  const topics = sockets.map(() => randomBytes(32).toString('hex'))
  const latencies: number[] = []
  let requestId = 1
  const answered = new Map<number, (frame: { error?: { code: number } }) => void>()
  const delivered: (() => void)[] = sockets.map(() => () => undefined)
  sockets.forEach((socket, index) => {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString())
      if (frame.method === 'irn_subscription') {
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
        latencies.push(
          performance.now() - Number(Buffer.from(frame.params.data.message, 'base64').toString()),
        )
        delivered[index]!()
      } else answered.get(frame.id)?.(frame)
    })
  })
  // A request the relay's rate limit refused is sent again 100 ms later, so a limited run slows, not stalls.
  const call = (socket: WebSocket, method: string, params: object): Promise<void> =>
    new Promise<void>((resolve) => {
      const id = requestId++
      answered.set(id, (frame) => {
        answered.delete(id)
        if (frame.error?.code === -32000)
          setTimeout(() => void call(socket, method, params).then(resolve), 100)
        else resolve()
      })
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  await Promise.all(sockets.map((socket, index) => call(socket, 'irn_subscribe', { topic: topics[index] })))
  const startedAt = performance.now()
  await Promise.all(
    sockets.map(async (socket, index) => {
      const partner = index ^ 1
      let received = 0
      let sent = 0
      const done = new Promise<void>((resolve) => {
        delivered[partner] = () => {
          received += 1
          if (received === messages) resolve()
          else if (sent < messages) publish()
        }
      })
      const publish = () => {
        sent += 1
        const message = Buffer.from(String(performance.now())).toString('base64')
        void call(socket, 'irn_publish', { topic: topics[partner], message, ttl: 300, tag: 1000 })
      }
      for (let i = 0; i < Math.min(window, messages); i++) publish()
      await done
    }),
  )
  const stats = statsOf(latencies, startedAt)
  for (const socket of sockets) socket.close()
  return stats
}

/** The baseline: the same pattern against a bare `ws` server that echoes every frame back. */
export async function runEchoTraffic({
  url,
  clients,
  messages,
  window = 20,
}: TrafficParameters): Promise<TrafficStats> {
  const sockets = await Promise.all(Array.from({ length: clients }, () => openSocket(url)))
  const latencies: number[] = []
  const startedAt = performance.now()
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          let sent = 0
          let received = 0
          const send = () => {
            sent += 1
            socket.send(JSON.stringify({ at: performance.now() }))
          }
          socket.on('message', (data) => {
            latencies.push(performance.now() - JSON.parse(data.toString()).at)
            received += 1
            if (received === messages) resolve()
            else if (sent < messages) send()
          })
          for (let i = 0; i < Math.min(window, messages); i++) send()
        }),
    ),
  )
  const stats = statsOf(latencies, startedAt)
  for (const socket of sockets) socket.close()
  return stats
}
