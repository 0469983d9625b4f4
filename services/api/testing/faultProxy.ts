// Test support (not part of the API): an HTTP proxy in front of a JSON-RPC node that can be told to fail the way
// RPC providers fail, and counts what reaches it, for the transport's fault-injection tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** How the proxy treats a request. */
export type Fault =
  /** Forward to the node and hand back its answer. */
  | { kind: 'pass' }
  /** Cut the connection without answering. */
  | { kind: 'drop' }
  /** Answer this HTTP status (429, 503…) with an optional `Retry-After`, without asking the node. */
  | { kind: 'status'; status: number; retryAfter?: string }
  /** Forward, but only after `delayMs`. */
  | { kind: 'slow'; delayMs: number }

/** One request that reached the proxy. */
export interface ProxiedRequest {
  /** `performance.now()` when it arrived. */
  at: number
  /** The JSON-RPC methods it carried (several for a batch). */
  methods: string[]
  /** Whether its body was a JSON-RPC batch (an array). */
  batch: boolean
  /** What the proxy did with it. */
  fault: Fault['kind']
}

/** A running {@link startFaultProxy}. */
export interface FaultProxy {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** Every request that reached the proxy, in order. */
  readonly requests: ProxiedRequest[]
  /** Treats every request from now on with `fault`. */
  setFault(fault: Fault): void
  /** Treats the next `count` requests with `fault`, then goes back to the standing fault. */
  failNext(count: number, fault: Fault): void
  /** Stops listening and cuts open connections: the port refuses connections until {@link revive}. */
  kill(): Promise<void>
  /** Listens again on the same port. */
  revive(): Promise<void>
  /** Stops for good. */
  close(): Promise<void>
}

/** Parameters of {@link startFaultProxy}. */
export interface StartFaultProxyParameters {
  /** The node's URL, e.g. anvil's `http://127.0.0.1:8545`. */
  target: string
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const methodsOf = (body: unknown): string[] =>
  (Array.isArray(body) ? body : [body]).map((item) =>
    typeof item === 'object' && item !== null && 'method' in item ? String(item.method) : '?',
  )

/**
 * Starts a proxy on 127.0.0.1 (a free port) in front of `target`, passing everything through until told
 * otherwise.
 *
 * @example
 * const proxy = await startFaultProxy({ target: devnet.rpcUrl })
 * proxy.failNext(1, { kind: 'status', status: 429, retryAfter: '1' })
 * await client.getBlockNumber() // retried after 1 s
 * proxy.requests.length // 2
 * await proxy.close()
 */
export async function startFaultProxy({ target }: StartFaultProxyParameters): Promise<FaultProxy> {
  const requests: ProxiedRequest[] = []
  const sockets = new Set<Socket>()
  const queued: Fault[] = []
  let standing: Fault = { kind: 'pass' }

  const forward = async (body: string, response: ServerResponse) => {
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await readBody(request)
    const fault = queued.shift() ?? standing
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    requests.push({
      at: performance.now(),
      methods: methodsOf(parsed),
      batch: Array.isArray(parsed),
      fault: fault.kind,
    })
    switch (fault.kind) {
      case 'drop':
        request.socket.destroy()
        return
      case 'status':
        response.writeHead(fault.status, {
          'content-type': 'text/plain',
          ...(fault.retryAfter === undefined ? {} : { 'retry-after': fault.retryAfter }),
        })
        response.end(`fault proxy: ${fault.status}`)
        return
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
        if (request.socket.destroyed) return
        return forward(text, response)
      case 'pass':
        return forward(text, response)
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // The node itself failed: say so as a 502, as a real gateway would.
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(`fault proxy could not reach ${target}: ${String(error)}`)
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve((server.address() as AddressInfo).port)
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })

  const port = await listen(0)
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setFault(fault) {
      standing = fault
    },
    failNext(count, fault) {
      for (let index = 0; index < count; index++) queued.push(fault)
    },
    kill: stop,
    revive: async () => {
      await listen(port)
    },
    close: stop,
  }
}
