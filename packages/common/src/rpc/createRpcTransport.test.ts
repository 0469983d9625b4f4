import { createPublicClient } from 'viem'
import { describe, expect, it } from 'vitest'
import { RpcUrlNotProvidedError } from '../errors/chain.ts'
import { ChainDisconnectedError } from '../errors/provider.ts'
import { RequestAbortedError } from '../errors/requestAbortedError.ts'
import { InvalidParamsRpcError } from '../errors/rpc.ts'
import { createRpcTransport } from './createRpcTransport.ts'
import { JsonRpcAnswerError } from './jsonRpcAnswerError.ts'

// These tests replace fetch to script answers; services/api/src/chains/rpcTransportFaults.test.ts runs the
// transport against anvil behind a fault proxy.

type Script = (call: { url: string; body: unknown; signal: AbortSignal | undefined }) => Promise<Response>

function scriptedFetch(script: Script) {
  const calls: Array<{ url: string; body: unknown; at: number }> = []
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    const body = JSON.parse(String(init?.body)) as unknown
    calls.push({ url, body, at: Date.now() })
    return script({ url, body, signal: init?.signal ?? undefined })
  }) as typeof fetch
  return { calls, fetchFn }
}

const answerTo = (body: unknown, answer: (id: number) => object) =>
  Response.json(
    Array.isArray(body)
      ? body.map(({ id }: { id: number }) => ({ jsonrpc: '2.0', id, ...answer(id) }))
      : { jsonrpc: '2.0', id: (body as { id: number }).id, ...answer((body as { id: number }).id) },
  )

const request = (transport: ReturnType<typeof createRpcTransport>, method: string, signal?: AbortSignal) =>
  transport({}).request({ method, params: [] } as never, signal ? ({ signal } as never) : undefined)

describe('createRpcTransport', () => {
  it('refuses a chain without URLs with §8 "No RPC url provided for chainId"', () => {
    expect(() => createRpcTransport({ urls: [], chainId: 'eip155:1' })).toThrow(RpcUrlNotProvidedError)
  })

  it('throws a JSON-RPC error answer as its §8 class, asking no one else', async () => {
    const { calls, fetchFn } = scriptedFetch(async ({ body }) =>
      answerTo(body, () => ({ error: { code: -32602, message: 'invalid address', data: '0x01' } })),
    )
    const transport = createRpcTransport({ urls: ['http://a.example', 'http://b.example'], fetchFn })
    const error = await request(transport, 'eth_getBalance').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidParamsRpcError)
    expect((error as InvalidParamsRpcError).details).toBe('invalid address')
    expect((error as InvalidParamsRpcError).cause).toBeInstanceOf(JsonRpcAnswerError)
    expect(((error as InvalidParamsRpcError).cause as JsonRpcAnswerError).data).toBe('0x01')
    expect(calls).toHaveLength(1)
  })

  it('batches a client’s concurrent reads into one request', async () => {
    const { calls, fetchFn } = scriptedFetch(async ({ body }) => answerTo(body, () => ({ result: '0x5' })))
    const client = createPublicClient({
      transport: createRpcTransport({ urls: ['http://a.example'], fetchFn }),
    })
    const numbers = await Promise.all([client.getChainId(), client.getBlockNumber({ cacheTime: 0 })])
    expect(numbers).toEqual([5, 5n])
    expect(calls).toHaveLength(1)
    expect(Array.isArray(calls[0]!.body)).toBe(true)
  })

  it('falls over a URL that answers 200 with something that is not JSON', async () => {
    const { calls, fetchFn } = scriptedFetch(async ({ url, body }) =>
      url.includes('a.example')
        ? new Response('<html>captive portal</html>')
        : answerTo(body, () => ({ result: '0x1' })),
    )
    const transport = createRpcTransport({ urls: ['http://a.example', 'http://b.example'], fetchFn })
    await expect(request(transport, 'eth_chainId')).resolves.toBe('0x1')
    expect(calls.map(({ url }) => url)).toEqual(['http://a.example', 'http://b.example'])
  })

  it('waits until the HTTP date a 429 names', async () => {
    let first = true
    let until = 0
    const { calls, fetchFn } = scriptedFetch(async ({ body }) => {
      if (!first) return answerTo(body, () => ({ result: '0x1' }))
      first = false
      until = Math.ceil((Date.now() + 1_000) / 1_000) * 1_000
      return new Response('slow down', {
        status: 429,
        headers: { 'Retry-After': new Date(until).toUTCString() },
      })
    })
    await expect(
      request(createRpcTransport({ urls: ['http://a.example'], fetchFn }), 'eth_chainId'),
    ).resolves.toBe('0x1')
    expect(calls).toHaveLength(2)
    expect(calls[1]!.at).toBeGreaterThanOrEqual(until)
  })

  it('times each HTTP request out and, when every try timed out, fails as ChainDisconnectedError', async () => {
    const { calls, fetchFn } = scriptedFetch(
      ({ signal }) =>
        new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    )
    const error = await request(
      createRpcTransport({ urls: ['http://a.example'], fetchFn, timeoutMs: 20 }),
      'eth_chainId',
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChainDisconnectedError)
    expect((error as ChainDisconnectedError).details).toMatch(/a\.example: .*timeout/i)
    expect(calls).toHaveLength(4)
  })

  it('gives up waiting when the caller aborts, with §8 "Request was aborted"', async () => {
    const { fetchFn } = scriptedFetch(() => new Promise(() => undefined))
    const controller = new AbortController()
    const pending = request(
      createRpcTransport({ urls: ['http://a.example'], fetchFn }),
      'eth_chainId',
      controller.signal,
    )
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
  })
})
