import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../errors/http.ts'
import { ChainDisconnectedError } from '../errors/provider.ts'
import type { PostJsonRpcParameters, PostJsonRpcReturnType, UrlFailure } from './postJsonRpc.ts'
import { sendAcrossUrls } from './sendAcrossUrls.ts'
import { createUrlHealth } from './urlHealth.ts'

const A = 'http://a.example/key-a'
const B = 'http://b.example/key-b'

const status = (code: number, retryAfterMs?: number): PostJsonRpcReturnType => ({
  ok: false,
  failure: {
    kind: 'status',
    error: new HttpRequestError({ status: code, url: 'x' }),
    retryable: [403, 408, 413, 429, 500, 502, 503, 504].includes(code),
    retryAfterMs,
  },
})
const refused: PostJsonRpcReturnType = {
  ok: false,
  failure: { kind: 'network', error: new TypeError('fetch failed'), retryable: true } satisfies UrlFailure,
}
const answer: PostJsonRpcReturnType = { ok: true, body: { jsonrpc: '2.0', id: 1, result: '0x1' } }

/** A fake POST answering from a script per URL (the last entry repeats), recording calls and waits. */
function scripted(script: Record<string, PostJsonRpcReturnType[]>) {
  const asked: string[] = []
  const waits: number[] = []
  const post = async ({ url }: PostJsonRpcParameters) => {
    asked.push(url)
    const steps = script[url]!
    return steps.length > 1 ? steps.shift()! : steps[0]!
  }
  const sleep = async (ms: number) => {
    waits.push(ms)
  }
  return { asked, waits, post, sleep }
}

const send = (urls: string[], fake: ReturnType<typeof scripted>, health = createUrlHealth(urls)) =>
  sendAcrossUrls({ body: {}, health, read: (body) => body, post: fake.post, sleep: fake.sleep })

describe('sendAcrossUrls', () => {
  it('answers from the first URL that answers, falling over a dead one without waiting', async () => {
    const fake = scripted({ [A]: [refused], [B]: [answer] })
    await expect(send([A, B], fake)).resolves.toEqual(answer.body)
    expect(fake.asked).toEqual([A, B])
    expect(fake.waits).toEqual([])
  })

  it('remembers a dead URL: the next request asks the live one first', async () => {
    const fake = scripted({ [A]: [refused], [B]: [answer] })
    const health = createUrlHealth([A, B])
    await send([A, B], fake, health)
    await send([A, B], fake, health)
    expect(fake.asked).toEqual([A, B, B])
  })

  it('retries a round of §7 statuses 3 times with 150 ms exponential delay, then fails as ChainDisconnectedError', async () => {
    const fake = scripted({ [A]: [status(503)] })
    const error = await send([A], fake).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChainDisconnectedError)
    expect((error as ChainDisconnectedError).message).toBe(
      'The provider is not connected to the requested chain',
    )
    expect(fake.asked).toHaveLength(4)
    expect(fake.waits).toEqual([150, 300, 600])
    const cause = (error as ChainDisconnectedError).cause
    expect(cause).toBeInstanceOf(HttpRequestError)
    expect((cause as HttpRequestError).message).toBe('HTTP status code: 503')
  })

  it('names each failure by host only (RPC URLs carry keys)', async () => {
    const fake = scripted({ [A]: [status(404)], [B]: [refused] })
    const error = (await send([A, B], fake).catch((caught: unknown) => caught)) as ChainDisconnectedError
    expect(error.details).toContain('a.example: HTTP status code: 404')
    expect(error.details).toContain('b.example: fetch failed')
    expect(error.details).not.toContain('key-')
  })

  it('does not retry a status outside §7 (404) on a single URL', async () => {
    const fake = scripted({ [A]: [status(404)] })
    await expect(send([A], fake)).rejects.toBeInstanceOf(ChainDisconnectedError)
    expect(fake.asked).toEqual([A])
  })

  it('waits what Retry-After asks for before asking the same URL again', async () => {
    const fake = scripted({ [A]: [status(429, 1_000), answer] })
    await expect(send([A], fake)).resolves.toEqual(answer.body)
    expect(fake.asked).toEqual([A, A])
    expect(fake.waits).toHaveLength(1)
    expect(fake.waits[0]).toBeGreaterThan(900)
  })

  it('asks another URL rather than wait for one that asked to wait', async () => {
    const fake = scripted({ [A]: [status(429, 5_000)], [B]: [status(503), answer] })
    await expect(send([A, B], fake)).resolves.toEqual(answer.body)
    expect(fake.asked).toEqual([A, B, B])
    expect(fake.waits).toEqual([150])
  })

  it('does not wait out a Retry-After beyond the cap, nor ask again', async () => {
    const fake = scripted({ [A]: [status(429, 60_000)] })
    await expect(send([A], fake)).rejects.toBeInstanceOf(ChainDisconnectedError)
    expect(fake.asked).toEqual([A])
    expect(fake.waits).toEqual([])
  })

  it('counts an answer that is not what was asked as that URL failing', async () => {
    const fake = scripted({ [A]: [answer], [B]: [answer] })
    let reads = 0
    const result = await sendAcrossUrls({
      body: {},
      health: createUrlHealth([A, B]),
      read: (body) => {
        reads += 1
        if (reads === 1) throw new Error('not a JSON-RPC response')
        return body
      },
      post: fake.post,
      sleep: fake.sleep,
    })
    expect(result).toEqual(answer.body)
    expect(fake.asked).toEqual([A, B])
  })
})
