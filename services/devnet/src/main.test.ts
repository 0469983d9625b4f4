import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createPublicClient, http } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'

const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url))
const children: ChildProcess[] = []

// SIGTERM, so a CLI still running stops its anvils (a SIGKILLed one leaves them behind: seen as three orphaned
// anvils after a fresh-clone npm test); SIGKILL only if it has not exited after 5 s.
afterEach(async () => {
  await Promise.all(children.splice(0).map(stopChild))
})

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(forceKill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** Three free neighbouring ports: the CLI puts chain 31338 on PORTICO_DEVNET_PORT + 1 and 31339 on + 2. */
async function freePortTriple(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 40_000)
    if ((await portIsFree(port)) && (await portIsFree(port + 1)) && (await portIsFree(port + 2))) return port
  }
}

function readyLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = /devnet ready .*\n/.exec(output)
      if (line) resolve(line[0].trim())
    })
    child.once('exit', (code) => reject(new Error(`exited with ${code} before ready: ${output}`)))
  })
}

function closed(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.stdout!.once('close', () => resolve(child.exitCode)))
}

async function answers(url: string): Promise<boolean> {
  try {
    await createPublicClient({ transport: http(url, { retryCount: 0, timeout: 2_000 }) }).getChainId()
    return true
  } catch {
    return false
  }
}

describe('main', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves the three chains on PORTICO_DEVNET_PORT, +1 and +2, stops them on %s and exits 0',
    async (signal) => {
      const port = await freePortTriple()
      const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
        env: { ...process.env, PORTICO_DEVNET_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      children.push(child)
      const urls = [0, 1, 2].map((offset) => `http://127.0.0.1:${port + offset}`)
      expect(await readyLine(child)).toBe(`devnet ready ${urls.join(' ')}`)
      expect(await createPublicClient({ transport: http(urls[0]) }).getChainId()).toBe(31337)
      expect(await createPublicClient({ transport: http(urls[1]) }).getChainId()).toBe(31338)
      expect(await createPublicClient({ transport: http(urls[2]) }).getChainId()).toBe(31339)

      const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
      child.kill(signal)
      expect(await exit).toBe(0)
      for (const url of urls) expect(await answers(url)).toBe(false)
    },
  )

  it('stops its anvils and exits when its parent dies', async () => {
    const port = await freePortTriple()
    // A parent that runs the CLI with our stdout, then gets SIGKILLed and so cannot pass anything on.
    const parentScript = `require('node:child_process').spawn(process.execPath, ['--import', 'tsx', ${JSON.stringify(mainPath)}], { stdio: 'inherit' })`
    const parent = spawn(process.execPath, ['-e', parentScript], {
      env: { ...process.env, PORTICO_DEVNET_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    children.push(parent)
    await readyLine(parent)
    const url = `http://127.0.0.1:${port}`
    expect(await answers(url)).toBe(true)

    // The CLI holds the same stdout pipe, so it closes only when the CLI has exited too.
    const cliGone = closed(parent)
    parent.kill('SIGKILL')
    await cliGone
    expect(await answers(url)).toBe(false)
    expect(await answers(`http://127.0.0.1:${port + 1}`)).toBe(false)
    expect(await answers(`http://127.0.0.1:${port + 2}`)).toBe(false)
  })

  it('puts chain 31339 on PORTICO_DEVNET_THREE_PORT when given', async () => {
    const port = await freePortTriple()
    const threePort = await freePortTriple()
    const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
      env: {
        ...process.env,
        PORTICO_DEVNET_PORT: String(port),
        PORTICO_DEVNET_THREE_PORT: String(threePort),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    children.push(child)
    const ready = await readyLine(child)
    expect(ready.split(' ').at(-1)).toBe(`http://127.0.0.1:${threePort}`)
    const client = createPublicClient({ transport: http(`http://127.0.0.1:${threePort}`) })
    expect(await client.getChainId()).toBe(31339)
    expect(await answers(`http://127.0.0.1:${port + 2}`)).toBe(false)
  })
})
