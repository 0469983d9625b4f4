import { describe, expect, it } from 'vitest'
import { classifyRpcResponse } from './classifyRpcResponse.ts'

describe('RPC response string (§5)', () => {
  it('is a transaction when it is 0x plus 64 hex digits', () => {
    expect(classifyRpcResponse(`0x${'aB'.repeat(32)}`)).toBe('transaction')
  })
  it('is a signed message when it is 0x plus 62 or more hex digits', () => {
    expect(classifyRpcResponse(`0x${'a'.repeat(62)}`)).toBe('signedMessage')
    expect(classifyRpcResponse(`0x${'a'.repeat(130)}`)).toBe('signedMessage')
  })
  it('is an object otherwise', () => {
    expect(classifyRpcResponse(`0x${'a'.repeat(61)}`)).toBe('object')
    expect(classifyRpcResponse(`0x${'g'.repeat(64)}`)).toBe('object')
    expect(classifyRpcResponse({ id: '0x01' })).toBe('object')
    expect(classifyRpcResponse(null)).toBe('object')
  })
})
