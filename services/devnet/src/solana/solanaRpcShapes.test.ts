// The chain's raw JSON-RPC answers against the shapes and error codes the Solana RPC documents
// (solana.com/docs/rpc), over plain fetch and WebSocket so no client library smooths them over.
import { WebSocket } from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetSolanaAccounts, devnetSolanaFaucet } from './devnetSolanaFixtures.ts'
import { startSolanaChain, type RunningSolanaChain } from './startSolanaChain.ts'

let chain: RunningSolanaChain
const owner = devnetSolanaAccounts[4]!.address

async function post(body: unknown): Promise<unknown> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return response.json()
}

async function call(method: string, params?: unknown[]): Promise<Record<string, unknown>> {
  return (await post({ jsonrpc: '2.0', id: 1, method, params })) as Record<string, unknown>
}

function openSocket(): Promise<WebSocket> {
  const socket = new WebSocket(chain.wsUrl)
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
  })
}

function nextMessage(socket: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(String(data)) as Record<string, unknown>)),
  )
}

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0, slotIntervalMs: 60_000 })
})

afterAll(async () => {
  await chain?.stop()
})

describe('Solana JSON-RPC shapes', () => {
  it('wraps reads in { context: { apiVersion, slot }, value }', async () => {
    const balance = await call('getBalance', [owner])
    expect(balance).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: {
        context: { apiVersion: expect.any(String), slot: expect.any(Number) },
        value: 1_000_000_000_000,
      },
    })
    const blockhash = await call('getLatestBlockhash')
    expect(blockhash.result).toMatchObject({
      value: { blockhash: expect.any(String), lastValidBlockHeight: expect.any(Number) },
    })
    const { blockhash: hash } = (blockhash.result as { value: { blockhash: string } }).value
    expect((await call('isBlockhashValid', [hash])).result).toMatchObject({ value: true })
    expect((await call('isBlockhashValid', [owner])).result).toMatchObject({ value: false })
  })

  it('answers getAccountInfo in binary (default), base58, base64 and dataSlice, and null for no account', async () => {
    const base = {
      executable: false,
      lamports: 1_000_000_000_000,
      owner: '11111111111111111111111111111111',
      rentEpoch: expect.any(Number),
      space: 0,
    }
    expect((await call('getAccountInfo', [owner])).result).toMatchObject({ value: { ...base, data: '' } })
    expect((await call('getAccountInfo', [owner, { encoding: 'base64' }])).result).toMatchObject({
      value: { ...base, data: ['', 'base64'] },
    })
    // u64::MAX, written as a JSON number (JSON.parse rounds it, hence the raw text).
    const raw = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getAccountInfo', params: [owner] }),
    })
    expect(await raw.text()).toContain('"rentEpoch":18446744073709551615')
    const missing = await call('getAccountInfo', ['11111111111111111111111111111112'])
    expect(missing.result).toMatchObject({ value: null })
    const several = await call('getMultipleAccounts', [[owner, devnetSolanaFaucet.address]])
    expect((several.result as { value: unknown[] }).value).toHaveLength(2)
  })

  it('answers the cluster methods with their documented shapes', async () => {
    expect((await call('getHealth')).result).toBe('ok')
    expect((await call('getVersion')).result).toEqual({
      'feature-set': expect.any(Number),
      'solana-core': expect.any(String),
    })
    expect((await call('getEpochInfo')).result).toEqual({
      absoluteSlot: expect.any(Number),
      blockHeight: expect.any(Number),
      epoch: 0,
      slotIndex: expect.any(Number),
      slotsInEpoch: 432_000,
      transactionCount: expect.any(Number),
    })
    expect((await call('getMinimumBalanceForRentExemption', [165])).result).toBe(2_039_280)
    expect(typeof (await call('getSlot')).result).toBe('number')
    expect(typeof (await call('getBlockHeight')).result).toBe('number')
    expect(typeof (await call('getGenesisHash')).result).toBe('string')
  })

  it('answers unknown methods with -32601 and bad params with -32602 and a clear message', async () => {
    expect(await call('getBalanceOf', [owner])).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Method not found' },
    })
    expect((await call('getBalance', ['not-a-key!'])).error).toEqual({
      code: -32602,
      message: 'Invalid param: Invalid',
    })
    expect((await call('getBalance', ['1111'])).error).toEqual({
      code: -32602,
      message: 'Invalid param: WrongSize',
    })
    expect((await call('getBalance', [])).error).toEqual({
      code: -32602,
      message: 'Invalid params: invalid length 0, expected at least 1 element.',
    })
    expect((await call('getBalance', [owner, { commitment: 'soon' }])).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('unknown variant `soon`'),
    })
    expect((await call('getTokenAccountsByOwner', [owner, { programId: owner }])).error).toEqual({
      code: -32602,
      message: 'Invalid param: unrecognized Token program id',
    })
    expect(await post('{"jsonrpc":')).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
  })

  it('answers a body over Agave’s 50 KiB limit with 413 Payload Too Large, not a reset connection', async () => {
    const batch = Array.from({ length: 2_000 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'getSlot' }))
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    })
    expect(response.status).toBe(413)
    expect(await response.text()).toBe('Payload Too Large')
    expect(await post({ jsonrpc: '2.0', id: 1, method: 'getHealth' })).toMatchObject({ result: 'ok' })
  })

  it('answers a batch with one response per request', async () => {
    const answers = (await post([
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
    ])) as { id: number }[]
    expect(answers.map((a) => a.id)).toEqual([1, 2])
  })

  it('answers signature statuses with null for unknown signatures and refuses malformed transactions', async () => {
    const unknown = '1'.repeat(64)
    expect((await call('getSignatureStatuses', [[unknown]])).result).toMatchObject({ value: [null] })
    expect((await call('getTransaction', [unknown])).result).toBeNull()
    expect((await call('sendTransaction', ['AQID', { encoding: 'base64' }])).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('failed to deserialize'),
    })
  })

  it('subscribes to slots over WebSocket and refuses an unknown subscription id', async () => {
    const socket = await openSocket()
    try {
      const answer = nextMessage(socket)
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'slotSubscribe' }))
      const { result: subscription } = await answer
      expect(subscription).toEqual(expect.any(Number))
      const notification = nextMessage(socket)
      chain.ledger.advanceSlot()
      expect(await notification).toEqual({
        jsonrpc: '2.0',
        method: 'slotNotification',
        params: {
          result: { parent: expect.any(Number), root: expect.any(Number), slot: expect.any(Number) },
          subscription,
        },
      })
      const unsubscribed = nextMessage(socket)
      socket.send(
        JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'slotUnsubscribe', params: [subscription] }),
      )
      expect(await unsubscribed).toEqual({ jsonrpc: '2.0', id: 8, result: true })
      const refused = nextMessage(socket)
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'accountUnsubscribe', params: [999] }))
      expect(await refused).toEqual({
        jsonrpc: '2.0',
        id: 9,
        error: { code: -32602, message: 'Invalid subscription id.' },
      })
    } finally {
      socket.close()
    }
  })
})
