import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { readClientIp } from './readClientIp.ts'

const request = (forwardedFor?: string) =>
  ({
    socket: { remoteAddress: '10.0.0.1' },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage

describe('readClientIp', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(readClientIp(request('6.6.6.6'), 0)).toBe('10.0.0.1')
  })

  it('takes the entry the outermost trusted proxy appended, never one the client wrote', () => {
    expect(readClientIp(request('6.6.6.6, 198.51.100.4'), 1)).toBe('198.51.100.4')
    expect(readClientIp(request('6.6.6.6, 198.51.100.4, 10.0.0.9'), 2)).toBe('198.51.100.4')
    expect(readClientIp(request('198.51.100.4'), 2)).toBe('198.51.100.4')
    expect(readClientIp(request(), 1)).toBe('10.0.0.1')
  })
})
