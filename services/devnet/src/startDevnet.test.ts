import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureStatePath } from './cache/fixtureStateCache.ts'
import { devnetContracts } from './fixtures/devnetContracts.ts'
import { DevnetStartError, startDevnet, type RunningDevnet } from './startDevnet.ts'

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function timed<T>(start: () => Promise<T>): Promise<[T, number]> {
  const began = performance.now()
  const result = await start()
  return [result, performance.now() - began]
}

let cacheDir: string
const started: RunningDevnet[] = []

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'portico-devnet-'))
})

afterAll(async () => {
  await Promise.all(started.map((devnet) => devnet.stop()))
  await rm(cacheDir, { recursive: true, force: true })
})

describe('startDevnet', () => {
  it('deploys on a cold cache, then loads the cached state without redeploying, faster', async () => {
    const [cold, coldMs] = await timed(() =>
      startDevnet({ chainId: 31338, port: 0, stateCacheDir: cacheDir }),
    )
    started.push(cold)
    expect(cold.stateSource).toBe('deployed')
    const files = await readdir(cacheDir)
    expect(files.filter((f) => /^31338-[0-9a-f]{16}\.json$/.test(f))).toHaveLength(1)
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([])
    const coldClient = createPublicClient({ transport: http(cold.rpcUrl) })
    const deployedAt = await coldClient.getBlockNumber()
    await cold.stop()

    const [warm, warmMs] = await timed(() =>
      startDevnet({ chainId: 31338, port: 0, stateCacheDir: cacheDir }),
    )
    started.push(warm)
    expect(warm.stateSource).toBe('cache')
    const client = createPublicClient({ transport: http(warm.rpcUrl) })
    // No transaction was sent: same block height, and the fixtures are there.
    expect(await client.getBlockNumber()).toBe(deployedAt)
    expect(await client.getChainId()).toBe(31338)
    expect(await client.getCode({ address: devnetContracts.nftCollection })).toMatch(/^0x[0-9a-f]{100,}/)
    // Historical states came along: at block 1 only WETH9 existed, as on the cold chain.
    expect(await client.getCode({ address: devnetContracts.weth9, blockNumber: 1n })).toMatch(
      /^0x[0-9a-f]{100,}/,
    )
    expect(await client.getCode({ address: devnetContracts.nftCollection, blockNumber: 1n })).toBeUndefined()
    expect(warmMs).toBeLessThan(coldMs)
    console.info(`devnet cold start ${Math.round(coldMs)} ms, warm start ${Math.round(warmMs)} ms`)
  })

  it('lets several cold starts race for one cache entry and keeps exactly one whole file', async () => {
    for (const name of await readdir(cacheDir)) if (name.startsWith('31338-')) await rm(join(cacheDir, name))
    const racers = await Promise.all(
      [0, 1, 2].map(() => startDevnet({ chainId: 31338, port: 0, stateCacheDir: cacheDir })),
    )
    started.push(...racers)
    expect(racers.map((devnet) => devnet.stateSource)).toEqual(['deployed', 'deployed', 'deployed'])
    const files = (await readdir(cacheDir)).filter((name) => name.startsWith('31338-'))
    expect(files).toEqual([basename(await fixtureStatePath(cacheDir, 31338))])
    expect(JSON.parse(await readFile(join(cacheDir, files[0]!), 'utf8'))).toHaveProperty('accounts')
    await Promise.all(racers.map((devnet) => devnet.stop()))
  })

  it('rebuilds a state cache file that anvil cannot read', async () => {
    const statePath = await fixtureStatePath(cacheDir, 31337)
    await writeFile(statePath, '{ not a state')
    const devnet = await startDevnet({ chainId: 31337, port: 0, stateCacheDir: cacheDir })
    started.push(devnet)
    expect(devnet.stateSource).toBe('deployed')
    expect(JSON.parse(await readFile(statePath, 'utf8'))).toHaveProperty('accounts')
  })

  it('picks a free port for port 0 and answers on the URL it reports', async () => {
    const devnet = await startDevnet({ chainId: 31337, port: 0, stateCacheDir: cacheDir })
    started.push(devnet)
    expect(devnet.port).toBeGreaterThan(0)
    expect(devnet.rpcUrl).toBe(`http://127.0.0.1:${devnet.port}`)
    expect(await createPublicClient({ transport: http(devnet.rpcUrl) }).getChainId()).toBe(31337)
  })

  it('rejects with anvil’s own words when the port is taken', async () => {
    const blocker: Server = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const port = (blocker.address() as { port: number }).port
    try {
      const attempt = startDevnet({ chainId: 31337, port, stateCacheDir: cacheDir })
      await expect(attempt).rejects.toThrow(DevnetStartError)
      await expect(attempt).rejects.toThrow(
        new RegExp(`anvil for chain 31337 on 127\\.0\\.0\\.1:${port} exited .*Address already in use`, 's'),
      )
    } finally {
      blocker.close()
    }
  })

  it('stop() resolves once anvil has exited and can be called again', async () => {
    const devnet = await startDevnet({ chainId: 31337, port: 0, stateCacheDir: cacheDir })
    started.push(devnet)
    expect(isRunning(devnet.pid)).toBe(true)
    await devnet.stop()
    expect(isRunning(devnet.pid)).toBe(false)
    await devnet.stop()
    await expect(
      createPublicClient({ transport: http(devnet.rpcUrl, { retryCount: 0 }) }).getChainId(),
    ).rejects.toThrow()
  })
})
