import { describe, expect, it } from 'vitest'
import { createBatchQueue } from './createBatchQueue.ts'
import type { JsonRpcRequest, JsonRpcResponse } from './jsonRpcMessages.ts'

const echo = (requests: JsonRpcRequest[]): JsonRpcResponse[] =>
  requests.map(({ id, method }) => ({ jsonrpc: '2.0', id, result: method }))

describe('createBatchQueue', () => {
  it('sends the requests of one turn as one batch and hands each caller its own answer', async () => {
    const sent: JsonRpcRequest[][] = []
    const queue = createBatchQueue({
      send: async (requests) => {
        sent.push(requests)
        return echo(requests).reverse()
      },
    })
    const answers = await Promise.all(
      ['eth_chainId', 'eth_blockNumber', 'eth_gasPrice'].map((method) => queue.enqueue({ method })),
    )
    expect(sent).toHaveLength(1)
    expect(sent[0]!.map(({ method }) => method)).toEqual(['eth_chainId', 'eth_blockNumber', 'eth_gasPrice'])
    expect(answers.map(({ result }) => result)).toEqual(['eth_chainId', 'eth_blockNumber', 'eth_gasPrice'])
  })

  it('splits at the batch size', async () => {
    const sizes: number[] = []
    const queue = createBatchQueue({
      batchSize: 3,
      send: async (requests) => {
        sizes.push(requests.length)
        return echo(requests)
      },
    })
    await Promise.all(Array.from({ length: 7 }, () => queue.enqueue({ method: 'eth_chainId' })))
    expect(sizes).toEqual([3, 3, 1])
  })

  it('keeps params and gives each request its own id', async () => {
    let seen: JsonRpcRequest[] = []
    const queue = createBatchQueue({
      send: async (requests) => {
        seen = requests
        return echo(requests)
      },
    })
    await Promise.all([
      queue.enqueue({ method: 'eth_getBalance', params: ['0x1', 'latest'] }),
      queue.enqueue({ method: 'eth_chainId' }),
    ])
    expect(seen).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: ['0x1', 'latest'] },
      { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
    ])
  })

  it('fails every request of a batch whose sending failed, and sends later requests anew', async () => {
    let calls = 0
    const queue = createBatchQueue({
      send: async (requests) => {
        calls += 1
        if (calls === 1) throw new Error('no URL answered')
        return echo(requests)
      },
    })
    const first = await Promise.allSettled([queue.enqueue({ method: 'a' }), queue.enqueue({ method: 'b' })])
    expect(first.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected'])
    await expect(queue.enqueue({ method: 'c' })).resolves.toMatchObject({ result: 'c' })
  })

  it('rejects a request the answer left out', async () => {
    const queue = createBatchQueue({ send: async () => [] })
    await expect(queue.enqueue({ method: 'eth_chainId' })).rejects.toThrow('no response for request id 1')
  })
})
