// A local Solana chain: LiteSVM with the fixtures, our JSON-RPC over HTTP and the PubSub API over WebSocket.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { WebSocketServer } from 'ws'
import {
  DEVNET_SOLANA_DEFAULT_PORT,
  DEVNET_SOLANA_GENESIS_HASH,
  devnetSolanaFaucet,
} from './devnetSolanaFixtures.ts'
import { answerJsonRpc, parseJsonRpc, stringifyJsonRpc } from './jsonRpc.ts'
import { solanaRpcMethods } from './methods/solanaRpcMethods.ts'
import type { SolanaRpcContext } from './methods/solanaRpcMethod.ts'
import { methodNotFound } from './rpcErrors.ts'
import { seedSolanaFixtures } from './seedSolanaFixtures.ts'
import { SolanaLedger } from './solanaLedger.ts'
import { serveSolanaSubscriptions } from './solanaSubscriptions.ts'

// Agave's MAX_REQUEST_BODY_SIZE (50 KiB).
const MAX_REQUEST_BODY_BYTES = 50 * 1024
// A slot every 400 ms, a cluster's target slot time.
const DEFAULT_SLOT_INTERVAL_MS = 400
// Attempts to find a free pair (port, port + 1) when the caller asked for any port.
const FREE_PAIR_ATTEMPTS = 10

/** Parameters of {@link startSolanaChain}. */
export interface StartSolanaChainParameters {
  /** HTTP JSON-RPC port; 0 picks a free one; default 8899. */
  port?: number
  /** WebSocket (PubSub) port; default the RPC port + 1, as @solana/web3.js v1 assumes. */
  wsPort?: number
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** Milliseconds between slots when no transaction lands; default 400. */
  slotIntervalMs?: number
}

/** A running local Solana chain. */
export interface RunningSolanaChain {
  /** `http://<host>:<port>` */
  rpcUrl: string
  /** `ws://<host>:<wsPort>` */
  wsUrl: string
  port: number
  wsPort: number
  genesisHash: string
  /** The state behind the RPC, for tests and tools in this process. */
  ledger: SolanaLedger
  /** Stops the slot timer, closes every connection and both servers. */
  stop(): Promise<void>
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_REQUEST_BODY_BYTES) {
        // Stop keeping the body but let it arrive, so the 413 reaches the client (destroying the request reset
        // the connection before any answer); the answer closes the connection.
        request.removeAllListeners('data')
        request.resume()
        resolve(null)
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function handleHttp(context: SolanaRpcContext) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    // Any origin may call, as a validator's RPC allows (the demo and the wallet call it from the browser).
    response.setHeader('Access-Control-Allow-Origin', '*')
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS')
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? 'content-type',
      )
      response.writeHead(204).end()
      return
    }
    if (request.method === 'GET' && request.url === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
      return
    }
    if (request.method !== 'POST') {
      response
        .writeHead(405, { 'content-type': 'text/plain' })
        .end('Used HTTP Method is not allowed. POST or OPTIONS is required')
      return
    }
    const body = await readBody(request)
    if (body === null) {
      response.writeHead(413, { 'content-type': 'text/plain', connection: 'close' }).end('Payload Too Large')
      return
    }
    const parsed = parseJsonRpc(body)
    let payload: unknown
    if ('error' in parsed) {
      payload = parsed.error
    } else {
      const answers = []
      for (const rpcRequest of parsed.requests) {
        const answer = await answerJsonRpc(rpcRequest, (method, params) => {
          const handler = Object.hasOwn(solanaRpcMethods, method) ? solanaRpcMethods[method] : undefined
          if (!handler) throw methodNotFound()
          return handler(params, context)
        })
        if (answer) answers.push(answer)
      }
      payload = parsed.batch ? answers : answers[0]
    }
    if (payload === undefined) {
      response.writeHead(204).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(stringifyJsonRpc(payload))
  }
}

async function listenPair(
  http: Server,
  ws: Server,
  port: number,
  wsPort: number | undefined,
  host: string,
): Promise<{ port: number; wsPort: number }> {
  for (let attempt = 1; ; attempt++) {
    const boundPort = await listen(http, port, host)
    try {
      return { port: boundPort, wsPort: await listen(ws, wsPort ?? boundPort + 1, host) }
    } catch (error) {
      await close(http)
      const retry = port === 0 && wsPort === undefined && attempt < FREE_PAIR_ATTEMPTS
      if (!retry || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    }
  }
}

/**
 * Starts the local Solana chain: LiteSVM with the fixtures of `devnetSolanaFixtures.ts`, the JSON-RPC methods of
 * `methods/solanaRpcMethods.ts` over HTTP, and account, signature and slot subscriptions over WebSocket on the
 * next port. Slots advance every `slotIntervalMs` and with every landed transaction.
 *
 * @example
 * const chain = await startSolanaChain({ port: 0 })
 * const rpc = createSolanaRpc(chain.rpcUrl)
 * await rpc.getBalance(address(devnetSolanaAccounts[1].address)).send()
 * await chain.stop()
 */
export async function startSolanaChain(
  parameters: StartSolanaChainParameters = {},
): Promise<RunningSolanaChain> {
  const host = parameters.host ?? '127.0.0.1'
  const ledger = new SolanaLedger()
  await seedSolanaFixtures(ledger.svm)
  const faucet = await createKeyPairSignerFromPrivateKeyBytes(
    new Uint8Array(Buffer.from(devnetSolanaFaucet.privateKey, 'hex')),
  )
  const context: SolanaRpcContext = { ledger, faucet }

  const http = createServer((request, response) => {
    handleHttp(context)(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error))
    })
  })
  const wsHttp = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('Upgrade Required')
  })
  const bound = await listenPair(
    http,
    wsHttp,
    parameters.port ?? DEVNET_SOLANA_DEFAULT_PORT,
    parameters.wsPort,
    host,
  )
  const wss = new WebSocketServer({ server: wsHttp })
  const detach = serveSolanaSubscriptions(wss, ledger)
  const timer = setInterval(() => ledger.advanceSlot(), parameters.slotIntervalMs ?? DEFAULT_SLOT_INTERVAL_MS)
  timer.unref()

  return {
    rpcUrl: `http://${host}:${bound.port}`,
    wsUrl: `ws://${host}:${bound.wsPort}`,
    port: bound.port,
    wsPort: bound.wsPort,
    genesisHash: DEVNET_SOLANA_GENESIS_HASH,
    ledger,
    async stop() {
      clearInterval(timer)
      detach()
      for (const client of wss.clients) client.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await Promise.all([close(http), close(wsHttp)])
    },
  }
}
