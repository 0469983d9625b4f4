import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { etagMatches, sendCacheable, strongEtagOf } from './sendCacheable.ts'

describe('etagMatches', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['"a"', true],
    ['W/"a"', true],
    ['"b", W/"a"', true],
    ['*', true],
    ['"b"', false],
    ['a', false],
  ])('If-None-Match %s against "a" → %s', (header, matches) => {
    expect(etagMatches(header, '"a"')).toBe(matches)
  })
})

describe('sendCacheable', () => {
  it('answers 200 with the validators, and 304 without a body when If-None-Match names the ETag', async () => {
    const body = '{"hello":"world"}'
    const etag = strongEtagOf(body)
    const app = Fastify()
    app.get('/', (request, reply) =>
      sendCacheable(request, reply, {
        body,
        etag,
        contentType: 'application/json; charset=utf-8',
        cacheControl: 'public, max-age=60',
      }),
    )
    const fresh = await app.inject('/')
    expect(fresh.statusCode).toBe(200)
    expect(fresh.body).toBe(body)
    expect(fresh.headers).toMatchObject({
      etag,
      'cache-control': 'public, max-age=60',
      'content-type': 'application/json; charset=utf-8',
    })
    const revalidated = await app.inject({ url: '/', headers: { 'if-none-match': etag } })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
    expect(revalidated.headers).toMatchObject({ etag, 'cache-control': 'public, max-age=60' })
    expect(strongEtagOf(body)).toBe(etag)
    expect(strongEtagOf(`${body} `)).not.toBe(etag)
    await app.close()
  })
})
