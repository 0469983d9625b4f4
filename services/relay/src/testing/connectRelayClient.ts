import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import WebSocket from 'ws'

/** A JSON-RPC frame as the relay sends it. */
export type RelayFrame = Record<string, unknown> & {
  id?: number | string | null
  method?: string
  params?: Record<string, unknown>
  result?: unknown
  error?: { code: number; message: string }
}

/** What irn_subscription carries. */
export interface DeliveredMessage {
  topic: string
  message: string
  publishedAt: number
  tag: number
}

/** Options of {@link connectRelayClient}. */
export interface ConnectRelayClientOptions {
  /** The client's Ed25519 key: the same key is the same client across reconnects. */
  keyPair?: ReturnType<typeof generateKeyPair>
  /** Acknowledge every irn_subscription, as the WalletConnect client does (default true). */
  acknowledge?: boolean
  /** Answer the relay's pings (default true, as every WebSocket client does). */
  autoPong?: boolean
  /** Local address to connect from (any 127.x.y.z on Linux), so one machine can be many clients. */
  localAddress?: string
  /** Extra upgrade headers (e.g. X-Forwarded-For as a proxy would add it). */
  headers?: Record<string, string>
}

/** A raw socket to a relay, speaking JSON-RPC like the WalletConnect client. */
export type RelayTestClient = Awaited<ReturnType<typeof connectRelayClient>>

/**
 * Opens a socket to the relay at `url` with a did:key JWT signed by WalletConnect's own relay-auth library
 * (aud = `url`), and offers `call` (request → its answer), `next` (wait for a frame) and the deliveries seen.
 *
 * @example
 * const alice = await connectRelayClient(relay.url)
 * await alice.call('irn_subscribe', { topic })
 */
export async function connectRelayClient(
  url: string,
  {
    keyPair = generateKeyPair(),
    acknowledge = true,
    autoPong = true,
    localAddress,
    headers,
  }: ConnectRelayClientOptions = {},
) {
  const jwt = await signJWT('test', url, 3600, keyPair)
  const socket = new WebSocket(`${url}/?auth=${jwt}`, {
    autoPong,
    ...(localAddress ? { localAddress } : {}),
    ...(headers ? { headers } : {}),
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const inbox: RelayFrame[] = []
  const deliveries: DeliveredMessage[] = []
  const waiters = new Set<() => void>()
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as RelayFrame
    if (frame.method === 'irn_subscription') {
      deliveries.push(frame.params!.data as DeliveredMessage)
      if (acknowledge) socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    }
    inbox.push(frame)
    for (const wake of waiters) wake()
  })
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))

  /** The first frame (oldest first) that `match` accepts, taken out of the inbox; fails after `timeoutMs`. */
  async function next(match: (frame: RelayFrame) => boolean, timeoutMs = 5_000): Promise<RelayFrame> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = inbox.find(match)
      if (found) {
        inbox.splice(inbox.indexOf(found), 1)
        return found
      }
      const left = deadline - Date.now()
      if (left <= 0)
        throw new Error(`no matching frame within ${timeoutMs} ms; inbox: ${JSON.stringify(inbox)}`)
      await new Promise<void>((resolve) => {
        const wake = () => (waiters.delete(wake), clearTimeout(timer), resolve())
        const timer = setTimeout(wake, left)
        waiters.add(wake)
      })
    }
  }

  let nextId = 1
  return {
    socket,
    keyPair,
    deliveries,
    next,
    /** Resolves with the close code once the socket closed. */
    closed,
    /** Sends `method` and resolves with the relay's answer (result or error frame). */
    call(method: string, params: unknown): Promise<RelayFrame> {
      const id = nextId++
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return next((frame) => frame.id === id && frame.method === undefined)
    },
    /** Closes the socket and waits until it is closed. */
    async close(): Promise<void> {
      socket.close()
      await closed
    },
  }
}

/**
 * Tries a WebSocket upgrade to `url` with `query` and resolves with how the relay answered: the HTTP status
 * and body of a refusal, or 101 when it accepted (the socket is closed again).
 */
export function tryUpgrade(
  url: string,
  query: string,
  options: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}/${query}`, options)
    let settled = false
    const settle = (answer: { status: number; body: string }) => {
      settled = true
      resolve(answer)
    }
    socket.once('open', () => {
      socket.close()
      settle({ status: 101, body: '' })
    })
    socket.once('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk))
      response.on('end', () => settle({ status: response.statusCode ?? 0, body }))
    })
    socket.on('error', (error) => {
      if (!settled) reject(error)
    })
  })
}
