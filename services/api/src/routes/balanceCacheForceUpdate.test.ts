import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import Fastify from 'fastify'
import { createPublicClient, createWalletClient, formatUnits, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { devnetAccounts, startDevnet, type RunningDevnet } from '../../testing/devnet.ts'
import type { GetBalanceResponse } from '@portico/common'
import { createLruCache } from '../cache/createLruCache.ts'
import { createChainClients } from '../chains/createChainClients.ts'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import { useZodValidation } from '../http/zodValidation.ts'
import { accountBalanceRoutes } from './accountBalance.ts'

let devnet: RunningDevnet
let app: ReturnType<typeof Fastify>
const payer = devnetAccounts[5]!
const payee = devnetAccounts[6]!.address

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  const chains = devnetApiChains()
    .filter((chain) => chain.chainId === 31337)
    .map((chain) => ({ ...chain, rpcUrl: devnet.rpcUrl }))
  app = Fastify()
  useZodValidation(app)
  await app.register(accountBalanceRoutes, {
    chains,
    clients: createChainClients(chains),
    cache: createLruCache(),
  })
})
afterAll(async () => {
  vi.useRealTimers()
  await app?.close()
  await devnet?.stop()
})

const nativeOf = async (query: string) => {
  const response = await app.inject(
    `/v1/account/${payee}/balance?projectId=test&chainId=eip155:31337${query}`,
  )
  expect(response.statusCode).toBe(200)
  return (response.json() as GetBalanceResponse).balances.find((b) => b.address === undefined)!.quantity
    .numeric
}

describe('balance cache (§9: 30 s, forceUpdate bypasses)', () => {
  it('serves the cached balance within 30 s, fresh data with forceUpdate=true, and refreshes the cache', async () => {
    const before = await nativeOf('')
    const wallet = createWalletClient({
      account: privateKeyToAccount(payer.privateKey),
      chain: foundry,
      transport: http(devnet.rpcUrl),
    })
    const hash = await wallet.sendTransaction({ to: payee, value: parseEther('1.5') })
    await createPublicClient({ chain: foundry, transport: http(devnet.rpcUrl) }).waitForTransactionReceipt({
      hash,
    })
    const onChain = formatUnits(parseEther(before) + parseEther('1.5'), 18)

    expect(await nativeOf('')).toBe(before) // cached
    expect(await nativeOf('&forceUpdate=true')).toBe(onChain) // bypassed
    expect(await nativeOf('')).toBe(onChain) // and refreshed
  })

  it('reads the chain again once the 30 s have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const cached = await nativeOf('')
    const wallet = createWalletClient({
      account: privateKeyToAccount(payer.privateKey),
      chain: foundry,
      transport: http(devnet.rpcUrl),
    })
    const hash = await wallet.sendTransaction({ to: payee, value: parseEther('1') })
    await createPublicClient({ chain: foundry, transport: http(devnet.rpcUrl) }).waitForTransactionReceipt({
      hash,
    })
    vi.advanceTimersByTime(29_000)
    expect(await nativeOf('')).toBe(cached)
    vi.advanceTimersByTime(1_001)
    expect(await nativeOf('')).toBe(formatUnits(parseEther(cached) + parseEther('1'), 18))
    vi.useRealTimers()
  })
})
