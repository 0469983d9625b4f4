import { http, type EIP1193RequestFn } from 'viem'

/** Sends one JSON-RPC request to an HTTP RPC URL. */
export type HttpRpcRequest = (url: string, request: { method: string; params?: unknown }) => Promise<unknown>

// §9: RPC timeout 10 s, client retry 3, delay 150 ms exponential.
const TRANSPORT_OPTIONS = { timeout: 10_000, retryCount: 3, retryDelay: 150 } as const

/**
 * A JSON-RPC client over HTTP for the chains' RPC URLs (viem's `http` transport, one per URL, with §9's
 * timeout and retries). Errors keep the node's JSON-RPC code.
 *
 * @example
 * const rpc = createHttpRpc()
 * await rpc('http://127.0.0.1:8545', { method: 'eth_blockNumber' }) // '0x1f'
 */
export function createHttpRpc(): HttpRpcRequest {
  const transports = new Map<string, EIP1193RequestFn>()
  return (url, { method, params }) => {
    let request = transports.get(url)
    if (!request) {
      request = http(url, TRANSPORT_OPTIONS)({}).request
      transports.set(url, request)
    }
    return request({ method, params } as Parameters<EIP1193RequestFn>[0])
  }
}
