import { describe, expect, it } from 'vitest'
import type { JsonRpcRequest } from './jsonRpcMessages.ts'
import { readBatchAnswer } from './readBatchAnswer.ts'

const request = (id: number): JsonRpcRequest => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })

describe('readBatchAnswer', () => {
  it('takes a batch answer holding every id, in any order', () => {
    const answers = [
      { jsonrpc: '2.0', id: 2, result: '0x2' },
      { jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted' } },
    ]
    expect(readBatchAnswer([request(1), request(2)], answers)).toEqual(answers)
  })

  it('takes a single answer to a single request', () => {
    expect(readBatchAnswer([request(7)], { jsonrpc: '2.0', id: 7, result: '0x1' })).toEqual([
      { jsonrpc: '2.0', id: 7, result: '0x1' },
    ])
  })

  it('hands one error answer to a whole batch to each request', () => {
    const refusal = { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch too large' } }
    expect(readBatchAnswer([request(1), request(2)], refusal)).toEqual([
      { ...refusal, id: 1 },
      { ...refusal, id: 2 },
    ])
  })

  it('refuses a batch answer that misses a request', () => {
    expect(() =>
      readBatchAnswer([request(1), request(2)], [{ jsonrpc: '2.0', id: 1, result: '0x1' }]),
    ).toThrow('The RPC node answered 1 of 2 batched requests')
  })

  it('refuses what is not a JSON-RPC answer', () => {
    expect(() => readBatchAnswer([request(1)], { hello: 'world' })).toThrow('is not a JSON-RPC response')
    expect(() => readBatchAnswer([request(1)], { jsonrpc: '2.0', id: 9, result: '0x1' })).toThrow(
      'is not a JSON-RPC response',
    )
  })
})
