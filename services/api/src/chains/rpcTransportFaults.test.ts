// The chain RPC transport (@portico/common/rpc) against a real anvil behind fault proxies (issue 16 item 6):
// reads succeed while any URL lives, Retry-After is waited for, 5xx and drops are retried, a JSON-RPC error is
// an answer, all URLs dead gives the §8 error, and a batch is one HTTP request.
import { ChainDisconnectedError, HttpRequestError, PorticoError } from '@portico/common'
import { createRpcTransport, JsonRpcAnswerError } from '@portico/common/rpc'
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  erc20Abi,
  type PublicClient,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { devnetAccounts, devnetTokens, porticoDevnet } from '../../testing/devnet.ts'
import { startFaultyChain, type FaultyChain } from '../../testing/faultyChain.ts'
import { createChainClients } from './createChainClients.ts'

let chain: FaultyChain
const alice = devnetAccounts[1]!.address

beforeAll(async () => {
  chain = await startFaultyChain(2)
})
afterAll(async () => {
  await chain?.stop()
})
beforeEach(async () => {
  for (const proxy of chain.proxies) {
    await proxy.revive().catch(() => undefined)
    proxy.setFault({ kind: 'pass' })
    proxy.requests.length = 0
  }
})

/** A fresh client (and so a fresh memory of failed URLs) over `urls`. */
const clientOver = (urls: string[], timeoutMs?: number): PublicClient =>
  createPublicClient({
    chain: porticoDevnet,
    transport: createRpcTransport({ urls, chainId: porticoDevnet.caipNetworkId, timeoutMs }),
  }) as PublicClient

const reads = (client: PublicClient) =>
  Promise.all([
    client.getBalance({ address: alice }),
    client.getBlockNumber({ cacheTime: 0 }),
    client.multicall({
      contracts: devnetTokens.map((token) => ({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf' as const,
        args: [alice] as const,
      })),
      allowFailure: false,
    }),
  ])

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the read to fail')
    },
    (error: unknown) => error,
  )

describe('RPC transport against anvil behind fault proxies', () => {
  it('reads balance, block number and a multicall while the first URL is dead', async () => {
    const [proxyA, proxyB] = chain.proxies as [FaultyChain['proxies'][0], FaultyChain['proxies'][0]]
    await proxyA.kill()
    const [balance, blockNumber, tokenBalances] = await reads(clientOver(chain.urls))
    expect(balance).toBeGreaterThan(0n)
    expect(blockNumber).toBeGreaterThan(0n)
    expect(tokenBalances).toHaveLength(devnetTokens.length)
    expect(proxyB.requests.length).toBeGreaterThan(0)
  })

  it('reads through a URL that drops connections, and then asks the live URL first', async () => {
    const [proxyA, proxyB] = chain.proxies as [FaultyChain['proxies'][0], FaultyChain['proxies'][0]]
    proxyA.setFault({ kind: 'drop' })
    const client = clientOver(chain.urls)
    await client.getBlockNumber({ cacheTime: 0 })
    expect(proxyA.requests).toHaveLength(1)
    await client.getBalance({ address: alice })
    await client.getChainId()
    // §9 health: the dropping URL is not asked again within 4 s.
    expect(proxyA.requests).toHaveLength(1)
    expect(proxyB.requests).toHaveLength(3)
  })

  it('waits what a 429 Retry-After asks for before asking again', async () => {
    const [proxyA] = chain.proxies
    proxyA!.failNext(1, { kind: 'status', status: 429, retryAfter: '1' })
    await clientOver([proxyA!.url]).getBlockNumber({ cacheTime: 0 })
    const [refused, retried] = proxyA!.requests
    expect(refused!.fault).toBe('status')
    expect(retried!.fault).toBe('pass')
    expect(retried!.at - refused!.at).toBeGreaterThanOrEqual(1_000)
  })

  it('retries 5xx and drops with 150 ms exponential delay', async () => {
    const [proxyA] = chain.proxies
    proxyA!.failNext(1, { kind: 'status', status: 503 })
    proxyA!.failNext(1, { kind: 'drop' })
    proxyA!.failNext(1, { kind: 'status', status: 502 })
    const balance = await clientOver([proxyA!.url]).getBalance({ address: alice })
    expect(balance).toBeGreaterThan(0n)
    const times = proxyA!.requests.map((request) => request.at)
    expect(proxyA!.requests.map((request) => request.fault)).toEqual(['status', 'drop', 'status', 'pass'])
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(150 - 5)
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(300 - 5)
    expect(times[3]! - times[2]!).toBeGreaterThanOrEqual(600 - 5)
  })

  it('falls over a URL that answers too slowly', async () => {
    const [proxyA, proxyB] = chain.proxies as [FaultyChain['proxies'][0], FaultyChain['proxies'][0]]
    proxyA.setFault({ kind: 'slow', delayMs: 6_000 })
    const started = performance.now()
    await clientOver(chain.urls, 500).getBlockNumber({ cacheTime: 0 })
    expect(performance.now() - started).toBeLessThan(4_000)
    expect(proxyB.requests).toHaveLength(1)
  })

  it('does not retry or fall over a JSON-RPC error answer (a revert)', async () => {
    const [proxyA, proxyB] = chain.proxies as [FaultyChain['proxies'][0], FaultyChain['proxies'][0]]
    const client = clientOver(chain.urls)
    const error = await failure(
      client.request({
        method: 'eth_call',
        params: [{ to: porticoDevnet.contracts.multicall3.address, data: '0xdeadbeef' }, 'latest'],
      }),
    )
    expect(error).toBeInstanceOf(PorticoError)
    const answer = (error as PorticoError).walk((cause) => cause instanceof JsonRpcAnswerError)
    expect(answer).toBeInstanceOf(JsonRpcAnswerError)
    expect((answer as JsonRpcAnswerError).code).toBe(3)
    expect((error as PorticoError).details).toMatch(/execution reverted/)
    expect(proxyA.requests).toHaveLength(1)
    expect(proxyB.requests).toHaveLength(0)
  })

  it('keeps a revert readable through viem: simulateContract decodes its reason', async () => {
    const client = clientOver(chain.urls)
    const error = await failure(
      client.simulateContract({
        address: devnetTokens[0]!.address,
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [devnetAccounts[2]!.address, alice, 10n ** 30n],
        account: alice,
      }),
    )
    expect(error).toBeInstanceOf(BaseError)
    const reverted = (error as BaseError).walk((cause) => cause instanceof ContractFunctionRevertedError)
    expect(reverted).toBeInstanceOf(ContractFunctionRevertedError)
    expect((reverted as ContractFunctionRevertedError).reason).toBeTruthy()
    expect(chain.proxies[0]!.requests).toHaveLength(1)
  })

  it('fails as ChainDisconnectedError when every URL is dead, naming each', async () => {
    const [proxyA, proxyB] = chain.proxies as [FaultyChain['proxies'][0], FaultyChain['proxies'][0]]
    await proxyA.kill()
    proxyB.setFault({ kind: 'status', status: 503 })
    const error = (await failure(
      clientOver(chain.urls).getBlockNumber({ cacheTime: 0 }),
    )) as ChainDisconnectedError
    expect(error).toBeInstanceOf(ChainDisconnectedError)
    expect(error.message).toBe('The provider is not connected to the requested chain')
    expect(error.code).toBe('RPC_CHAIN_DISCONNECTED')
    expect(error.details).toContain(`${new URL(proxyA.url).host}: fetch failed`)
    expect(error.details).toContain(`${new URL(proxyB.url).host}: HTTP status code: 503`)
    expect(error.cause).toBeInstanceOf(HttpRequestError)
    expect((error.cause as HttpRequestError).message).toBe('HTTP status code: 503')
    // The first round and §9's 3 retries, each asking the live-but-failing URL.
    expect(proxyB.requests).toHaveLength(4)
  })

  it('sends N concurrent reads as one HTTP request (a JSON-RPC batch)', async () => {
    const [proxyA] = chain.proxies
    const client = clientOver([proxyA!.url])
    const balances = await Promise.all(
      devnetAccounts.slice(0, 8).map((account) => client.getBalance({ address: account.address })),
    )
    expect(balances).toHaveLength(8)
    expect(proxyA!.requests).toHaveLength(1)
    expect(proxyA!.requests[0]!.batch).toBe(true)
    expect(proxyA!.requests[0]!.methods).toEqual(Array(8).fill('eth_getBalance'))
  })

  it("is what the API builds its chain clients with, from the chain's RPC URLs", async () => {
    const [proxyA, proxyB] = chain.proxies as [FaultyChain['proxies'][0], FaultyChain['proxies'][0]]
    await proxyA.kill()
    const clients = createChainClients([
      {
        caipNetworkId: porticoDevnet.caipNetworkId as `eip155:${number}`,
        chainId: porticoDevnet.id,
        name: porticoDevnet.name,
        nativeCurrency: porticoDevnet.nativeCurrency,
        multicall3: porticoDevnet.contracts.multicall3.address,
        rpcUrl: proxyA.url,
        fallbackRpcUrls: [proxyB.url],
      },
    ])
    const [, , tokenBalances] = await reads(clients.get(porticoDevnet.caipNetworkId)!)
    expect(tokenBalances).toHaveLength(devnetTokens.length)
    expect(proxyB.requests.length).toBeGreaterThan(0)
  })
})
