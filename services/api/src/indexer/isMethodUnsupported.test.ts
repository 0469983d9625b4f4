// Which errors mean "the node lacks this method", and the indexer on a node that lacks trace_block and
// eth_getBlockReceipts (a JSON-RPC proxy in front of anvil that answers -32601 / -32004 for them).
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  InternalRpcError,
  InvalidInputRpcError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  rpcErrorCodes,
} from '@portico/common'
import { JsonRpcAnswerError } from '@portico/common/rpc'
import {
  erc20Abi,
  HttpRequestError,
  MethodNotFoundRpcError as ViemMethodNotFoundRpcError,
  MethodNotSupportedRpcError as ViemMethodNotSupportedRpcError,
  parseEther,
  parseUnits,
  RpcRequestError,
  TimeoutError,
  type PublicClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devnetAccounts,
  devnetContracts,
  porticoPalsAbi,
  startDevnet,
  type RunningDevnet,
} from '../../testing/devnet.ts'
import { devnetApiChain } from '../../testing/devnetApiConfig.ts'
import { devnetSender } from '../../testing/indexerFixtures.ts'
import { createChainClients } from '../chains/createChainClients.ts'
import type { Database } from '../db/database.ts'
import { openFreshPglite } from '../db/testDatabases.ts'
import { indexOnce } from './indexOnce.ts'
import { isMethodUnsupported } from './isMethodUnsupported.ts'
import type { ChainCapabilities } from './readBlockActivity.ts'

describe('isMethodUnsupported', () => {
  const answer = (code: number, message: string) => new JsonRpcAnswerError({ code, message })

  it("recognises the transport's §8 errors for -32601 and -32004, and the node's answer under them", () => {
    const notFound = new MethodNotFoundRpcError({
      cause: answer(-32601, 'the method trace_block does not exist/is not available'),
    })
    expect(isMethodUnsupported(notFound)).toBe(true)
    expect(isMethodUnsupported(new MethodNotFoundRpcError())).toBe(true)
    expect(isMethodUnsupported(new MethodNotSupportedRpcError())).toBe(true)
    expect(isMethodUnsupported(answer(rpcErrorCodes.methodNotSupported, 'nope'))).toBe(true)
  })

  it("recognises viem's errors of the same codes, also as the cause of another error", () => {
    const cause = new RpcRequestError({ body: {}, url: 'http://node', error: { code: -32601, message: 'x' } })
    expect(isMethodUnsupported(new ViemMethodNotFoundRpcError(cause))).toBe(true)
    expect(isMethodUnsupported(new ViemMethodNotSupportedRpcError(cause))).toBe(true)
    expect(isMethodUnsupported(new Error('read failed', { cause }))).toBe(true)
  })

  it('recognises hosted RPCs that say it in words under another code', () => {
    const hosted = new InvalidInputRpcError({
      cause: answer(-32000, 'the method trace_block is not available on the free tier'),
      details: 'the method trace_block is not available on the free tier',
    })
    expect(isMethodUnsupported(hosted)).toBe(true)
    expect(isMethodUnsupported(answer(-32000, 'Unsupported method: eth_getBlockReceipts'))).toBe(true)
  })

  it('does not take a failing call, a limit or an unreachable node for a missing method', () => {
    expect(isMethodUnsupported(new InternalRpcError({ details: 'header not found' }))).toBe(false)
    expect(isMethodUnsupported(new LimitExceededRpcError({ cause: answer(-32005, 'rate limited') }))).toBe(
      false,
    )
    expect(isMethodUnsupported(new HttpRequestError({ url: 'http://node', status: 502 }))).toBe(false)
    expect(
      isMethodUnsupported(new TimeoutError({ body: { method: 'trace_block' }, url: 'http://node' })),
    ).toBe(false)
    expect(isMethodUnsupported(new Error('connect ECONNREFUSED 127.0.0.1:8545'))).toBe(false)
    expect(isMethodUnsupported(undefined)).toBe(false)
    expect(isMethodUnsupported('method not found')).toBe(false)
  })
})

// Methods the proxy's node does not have, with the code each answers (geth-style -32601, EIP-1474 -32004).
const REFUSED: Record<string, number> = {
  trace_block: rpcErrorCodes.methodNotFound,
  eth_getBlockReceipts: rpcErrorCodes.methodNotSupported,
}

interface JsonRpcMessage {
  id: number | string
  method: string
}

const readJson = async (request: IncomingMessage): Promise<JsonRpcMessage | JsonRpcMessage[]> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as JsonRpcMessage | JsonRpcMessage[]
}

/** A node without {@link REFUSED}'s methods: answers them itself, forwards the rest (batches split and merged). */
async function startNodeWithoutMethods(target: string) {
  const asked: string[] = []
  const refuse = ({ id, method }: JsonRpcMessage) => ({
    jsonrpc: '2.0',
    id,
    error: { code: REFUSED[method], message: `the method ${method} does not exist/is not available` },
  })
  const forward = async (messages: JsonRpcMessage[]): Promise<unknown[]> => {
    if (messages.length === 0) return []
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(messages),
    })
    return (await answer.json()) as unknown[]
  }
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request)
      const messages = Array.isArray(body) ? body : [body]
      asked.push(...messages.map((message) => message.method))
      const passed = await forward(messages.filter((message) => !(message.method in REFUSED)))
      const answers = [...messages.filter((message) => message.method in REFUSED).map(refuse), ...passed]
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('the indexer on a node without trace_block and eth_getBlockReceipts', () => {
  let devnet: RunningDevnet
  let node: Awaited<ReturnType<typeof startNodeWithoutMethods>>
  let direct: PublicClient
  let lacking: PublicClient
  let full: Database
  let partial: Database
  const payee = devnetAccounts[8]!.address

  beforeAll(async () => {
    devnet = await startDevnet({ chainId: 31337, port: 0 })
    node = await startNodeWithoutMethods(devnet.rpcUrl)
    direct = createChainClients([devnetApiChain(31337, devnet.rpcUrl)]).get('eip155:31337')!
    lacking = createChainClients([devnetApiChain(31337, node.url)]).get('eip155:31337')!
    await devnetSender(direct, 7).send({ to: payee, value: parseEther('1') })
    await devnetSender(direct, 3).write({ address: devnetContracts.usd, abi: erc20Abi }, 'transfer', [
      payee,
      parseUnits('12.5', 6),
    ])
    const holder = devnetSender(direct, 1)
    await holder.write({ address: devnetContracts.nftCollection, abi: porticoPalsAbi }, 'transferFrom', [
      holder.address,
      payee,
      2n,
    ])
    ;[full, partial] = await Promise.all([openFreshPglite(), openFreshPglite()])
  })
  afterAll(async () => {
    await Promise.all([full?.close(), partial?.close()])
    await node?.close()
    await devnet?.stop()
  })

  const ORDER = {
    history_transactions: 'chain_id, hash',
    history_transfers: 'chain_id, tx_hash, log_index, batch_index',
  }
  const rows = (db: Database, table: keyof typeof ORDER, where = 'true') =>
    db.query(`SELECT * FROM ${table} WHERE ${where} ORDER BY ${ORDER[table]}`)

  it('learns once that both are missing, reads receipts one by one, and stores what a full node gives', async () => {
    const missing: string[] = []
    const capabilities: ChainCapabilities = { onMissing: (method) => missing.push(method) }
    const chain = devnetApiChain(31337, node.url)
    const round = await indexOnce({ db: partial, client: lacking, chain, capabilities, batchSize: 7 })
    expect(round.indexed).toBe(Number(round.head) + 1)
    expect(capabilities).toMatchObject({ blockReceipts: false, traces: false })
    expect(missing.sort()).toEqual(['eth_getBlockReceipts', 'trace_block'])
    const refusedAsked = () => node.asked.filter((method) => method in REFUSED).length
    const askedInFirstRound = refusedAsked()
    expect(node.asked).toContain('eth_getTransactionReceipt')
    // Not asked again once learnt (only the blocks read together with the first answer asked too).
    await devnetSender(direct, 7).send({ to: payee, value: 1n })
    expect((await indexOnce({ db: partial, client: lacking, chain, capabilities })).indexed).toBe(1)
    expect(refusedAsked()).toBe(askedInFirstRound)

    const reference = devnetApiChain(31337, devnet.rpcUrl)
    await indexOnce({ db: full, client: direct, chain: reference, batchSize: 7 })
    const transactions = await rows(partial, 'history_transactions')
    expect(transactions.length).toBeGreaterThan(3)
    expect(transactions).toEqual(await rows(full, 'history_transactions'))
    // Without traces only the internal transfers are missing; every other row is the full node's.
    const transfers = await rows(partial, 'history_transfers')
    expect(transfers.map((row) => (row as { kind: string }).kind)).not.toContain('internal')
    expect(transfers).toEqual(await rows(full, 'history_transfers', "kind <> 'internal'"))
    const kinds = new Set(transfers.map((row) => (row as { kind: string }).kind))
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['erc20', 'erc721', 'native']))
  })
})
