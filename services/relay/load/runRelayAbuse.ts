import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { randomBytes, randomInt } from 'node:crypto'
import WebSocket from 'ws'

/** What an abuse run did, and how the relay answered. */
export interface AbuseCounts {
  opened: number
  refusedUpgrades: Record<string, number>
  closedBy: Record<string, number>
  answers: Record<string, number>
}

/** Parameters of {@link runRelayAbuse}. */
export interface RunRelayAbuseParameters {
  /** A loopback relay URL: the run refuses any other host. */
  url: string
  /** How long to attack. */
  seconds: number
  /** Sockets kept open at once, spread over loopback addresses (default 400). */
  sockets?: number
  /** Loopback addresses the sockets come from (default 3: with 400 sockets, past the default per-IP cap). */
  addresses?: number
  /** Called every few seconds while it runs. */
  onTick?: (counts: AbuseCounts, elapsedSeconds: number) => Promise<void>
}

const topic = () => randomBytes(32).toString('hex')
const bump = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1)

/**
 * Attacks a relay on loopback for `seconds`: sockets from several loopback addresses (127.0.0.2 on, so the
 * per-IP cap is hit), each with a fresh did:key, churning; random topics subscribed by the thousand; publish
 * floods with large bodies and month-long TTLs to topics nobody reads; oversize frames; garbage frames; and
 * upgrades without or with a forged token. Every socket is closed at the end.
 *
 * @example
 * await runRelayAbuse({ url: 'ws://127.0.0.1:8788', seconds: 60 })
 */
export async function runRelayAbuse({
  url,
  seconds,
  sockets = 400,
  addresses = 3,
  onTick,
}: RunRelayAbuseParameters): Promise<AbuseCounts> {
  if (!/^ws:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?$/.test(url))
    throw new Error(`abuse mode attacks loopback only, not ${url}`)
  const counts: AbuseCounts = { opened: 0, refusedUpgrades: {}, closedBy: {}, answers: {} }
  const open = new Set<WebSocket>()
  const deadline = Date.now() + seconds * 1000
  const address = () => `127.0.0.${2 + randomInt(addresses)}`

  async function connect(query?: string): Promise<WebSocket | undefined> {
    const auth = query ?? `?auth=${await signJWT('abuse', url, 3600, generateKeyPair())}`
    const socket = new WebSocket(`${url}/${auth}`, { localAddress: address() })
    return new Promise((resolve) => {
      socket.once('open', () => {
        counts.opened++
        open.add(socket)
        socket.once('close', (code) => {
          open.delete(socket)
          bump(counts.closedBy, String(code))
        })
        resolve(socket)
      })
      socket.once('unexpected-response', (_request, response) => {
        bump(counts.refusedUpgrades, String(response.statusCode))
        response.resume()
        socket.terminate()
        resolve(undefined)
      })
      socket.once('error', () => resolve(undefined))
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as {
          error?: { code: number }
          result?: unknown
          method?: string
        }
        if (frame.method === 'irn_subscription') return // never acknowledged: the relay must cope
        bump(counts.answers, frame.error ? String(frame.error.code) : 'ok')
      })
    })
  }

  /** One socket's misbehaviour until the deadline or until the relay closes it. */
  async function misbehave(socket: WebSocket) {
    let id = 1
    const send = (method: string, params: unknown) =>
      socket.send(JSON.stringify({ id: id++, jsonrpc: '2.0', method, params }))
    while (Date.now() < deadline && socket.readyState === WebSocket.OPEN) {
      const roll = randomInt(100)
      if (roll < 40)
        send('irn_publish', {
          topic: topic(),
          message: randomBytes(randomInt(1_000, 60_000)).toString('base64'),
          ttl: 2_592_000,
        })
      else if (roll < 60) send('irn_batchSubscribe', { topics: Array.from({ length: 200 }, topic) })
      else if (roll < 75)
        send('irn_batchPublish', {
          messages: Array.from({ length: 20 }, () => ({
            topic: topic(),
            message: randomBytes(3_000).toString('base64'),
          })),
        })
      else if (roll < 85) send('irn_fetchMessages', { topic: topic() })
      else if (roll < 95)
        socket.send(randomBytes(200).toString('latin1')) // garbage
      else if (roll < 97)
        socket.send('x'.repeat(1024 * 1024)) // oversize frame: the relay closes the socket
      else if (roll < 99) socket.close() // churn
      await new Promise((resolve) => setTimeout(resolve, randomInt(5, 40)))
    }
  }

  const running = new Set<Promise<void>>()
  const ticker = setInterval(() => void onTick?.(counts, seconds - (deadline - Date.now()) / 1000), 5_000)
  async function openOne() {
    const kind = randomInt(20)
    // Mostly real sockets; some upgrades without a token or with a forged one.
    const query = kind === 0 ? '' : kind === 1 ? '?auth=eyJhbGciOiJFZERTQSJ9.e30.AAAA' : undefined
    const socket = await connect(query)
    if (!socket) return
    const task = misbehave(socket)
      .catch((error: unknown) => void bump(counts.answers, `client-side ${(error as Error).name}`))
      .finally(() => running.delete(task))
    running.add(task)
  }
  while (Date.now() < deadline) {
    // Up to 25 upgrades in flight at once, topping the pool up to `sockets`.
    const missing = Math.min(25, sockets - open.size)
    if (missing > 0) await Promise.all(Array.from({ length: missing }, openOne))
    else await new Promise((resolve) => setTimeout(resolve, 20))
  }
  clearInterval(ticker)
  await Promise.all(running)
  await Promise.all(
    [...open].map((socket) => new Promise((resolve) => (socket.once('close', resolve), socket.terminate()))),
  )
  return counts
}
