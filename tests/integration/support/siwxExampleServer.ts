import { createServer } from 'node:http'
import { createSiwxNonce, verifySiwxMessage } from '@portico/core/siwx'
import { createPublicClient, http } from 'viem'

/** A sign-in server with node:http only: it issues nonces and verifies signed sessions. */
export function createSiwxServer({ domain, uri, rpcUrl }: { domain: string; uri: string; rpcUrl: string }) {
  const client = createPublicClient({ transport: http(rpcUrl) }) // contract accounts are checked on chain
  const nonces = new Map<string, number>() // nonce → until when it may be used (once)
  return createServer(async (request, response) => {
    if (request.method === 'GET' && request.url === '/siwx/nonce') {
      const nonce = createSiwxNonce()
      nonces.set(nonce, Date.now() + 5 * 60_000)
      return response.end(nonce)
    }
    if (request.method !== 'POST' || request.url !== '/siwx/verify') return response.writeHead(404).end()
    let body = ''
    for await (const chunk of request) body += chunk
    try {
      const { message, signature } = JSON.parse(body) as { message: string; signature: string }
      const isFresh = (nonce: string) => (nonces.get(nonce) ?? 0) > Date.now() && nonces.delete(nonce)
      const { accountAddress } = await verifySiwxMessage({
        message,
        signature,
        domain,
        uri,
        nonce: isFresh,
        client,
      })
      // Signed in: start your own session here (e.g. a signed, HttpOnly cookie).
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ accountAddress }))
    } catch (error) {
      response.writeHead(error instanceof SyntaxError ? 400 : 401).end(String((error as Error).message))
    }
  })
}
