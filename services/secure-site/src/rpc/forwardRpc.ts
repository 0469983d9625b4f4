import { SecureSiteHttpError } from '../http/httpErrors.ts'

/** The chain's node answered with a JSON-RPC error; passed on with its code. */
export class ChainRpcError extends SecureSiteHttpError {
  override name = 'ChainRpcError'
}

let nextId = 1

/**
 * Sends one JSON-RPC request to a chain node and returns its `result`.
 *
 * @example
 * await forwardRpc('http://127.0.0.1:8545', 'eth_blockNumber', []) // '0x1a'
 */
export async function forwardRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
      signal: AbortSignal.timeout(10_000), // §9: RPC timeout 10 s
    })
  } catch (error) {
    throw new ChainRpcError(502, `The chain RPC did not answer: ${(error as Error).message}`)
  }
  if (!response.ok) throw new ChainRpcError(502, `The chain RPC answered HTTP ${response.status}`)
  const body = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string } }
  if (body.error) {
    throw new ChainRpcError(400, body.error.message ?? 'RPC error', body.error.code ?? -32603)
  }
  return body.result
}
