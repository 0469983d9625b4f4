import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { devnetSolanaAccounts, DEVNET_SOLANA_GENESIS_HASH } from '@portico/devnet/manifest'
import { connectRelayClient } from '../../services/relay/src/testing/connectRelayClient.ts'
import { stackPorts } from './stackPorts.ts'
import { repoRoot } from './stackServices.ts'

/** Processes whose environment carries our run id: everything `npm start` started, however deep. */
function processesOfRun(runId: string): number[] {
  const marker = `PORTICO_RUN_ID=${runId}`
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return []
    try {
      return readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(marker)
        ? [Number(entry)]
        : []
    } catch {
      return [] // the process ended while we looked, or is not ours to read
    }
  })
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** The status a WebSocket upgrade without credentials gets from `port` (the relay must refuse it). */
function unauthenticatedUpgradeStatus(port: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const upgrade = request({
      host: '127.0.0.1',
      port,
      path: '/',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    })
    upgrade.once('response', (response) => (response.resume(), resolve(response.statusCode)))
    upgrade.once('upgrade', (_response, socket) => (socket.destroy(), resolve(101)))
    upgrade.once('error', reject)
    upgrade.end()
  })
}

/** Whether a client whose JWT names `url` as audience can publish to another through the relay at `url`. */
async function relayCarriesMessages(url: string): Promise<boolean> {
  const [alice, bob] = await Promise.all([connectRelayClient(url), connectRelayClient(url)])
  const topic = 'ab'.repeat(32)
  await bob.call('irn_subscribe', { topic })
  await alice.call('irn_publish', { topic, message: 'c3RhY2s=', ttl: 60, tag: 1000 })
  const delivery = await bob.next((frame) => frame.method === 'irn_subscription')
  await Promise.all([alice.close(), bob.close()])
  return (delivery.params?.data as { message?: string } | undefined)?.message === 'c3RhY2s='
}

describe('npm start', () => {
  it('starts devnet, api, relay, demo and wallet, prints their URLs, and on Ctrl-C leaves no process behind', async () => {
    const runId = randomUUID()
    // PORTICO_START_TEST_PORT_OFFSET: another offset, for a run beside one that already uses 20000.
    const offset = Number(process.env.PORTICO_START_TEST_PORT_OFFSET || 20_000)
    const ports = stackPorts(offset)
    // Own process group, as a terminal's foreground job: Ctrl-C sends SIGINT to the whole group.
    const start = spawn(process.execPath, [join(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      detached: true,
      env: { ...process.env, PORTICO_PORT_OFFSET: String(offset), PORTICO_RUN_ID: runId },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    start.stdout.on('data', (chunk) => (output += chunk))
    start.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)))

    await expect.poll(() => output, { timeout: 150_000, interval: 250 }).toMatch(/ready in [\d.]+ s/)
    expect(output).toContain(`http://127.0.0.1:${ports.api}`)
    expect(output).toContain(`ws://127.0.0.1:${ports.relay}`)
    expect(output).toContain(`http://localhost:${ports.demo}`)
    expect(output).toContain(`http://localhost:${ports.wallet}`)
    const demo = await fetch(`http://127.0.0.1:${ports.demo}/`)
    expect(await demo.text()).toContain('<title>Portico Demo</title>')
    const wallet = await fetch(`http://127.0.0.1:${ports.wallet}/`)
    expect(wallet.status).toBe(200)
    expect(await wallet.text()).toContain('<div id="root">')
    expect((await fetch(`http://127.0.0.1:${ports.api}/health`)).status).toBe(200)
    // The relay: healthy, refuses a socket without a JWT, and carries messages whichever loopback name the
    // clients dialled (their JWT's aud).
    expect((await fetch(`http://127.0.0.1:${ports.relay}/health`)).status).toBe(200)
    expect(await unauthenticatedUpgradeStatus(ports.relay)).toBe(401)
    expect(await relayCarriesMessages(`ws://127.0.0.1:${ports.relay}`)).toBe(true)
    expect(await relayCarriesMessages(`ws://localhost:${ports.relay}`)).toBe(true)
    // The embedded wallet's services: the secure site asks the api for the demo project's origins.
    expect(output).toContain(`http://127.0.0.1:${ports.secureSite}`)
    expect((await fetch(`http://127.0.0.1:${ports.secureSite}/health`)).status).toBe(200)
    const frame = await fetch(`http://127.0.0.1:${ports.secureSite}/frame?projectId=portico-demo`)
    expect(frame.status).toBe(200)
    expect(frame.headers.get('content-security-policy')).toContain(`http://localhost:${ports.demo}`)
    expect((await fetch(`http://127.0.0.1:${ports.mailInbox}/messages`)).status).toBe(200)
    const discovery = await fetch(`http://127.0.0.1:${ports.oidc}/.well-known/openid-configuration`)
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`http://127.0.0.1:${ports.oidc}`)
    // The local Solana chain: its genesis, and a fixture account's 1000 SOL in lamports.
    expect(output).toContain(`http://127.0.0.1:${ports.solana}`)
    const solanaRpc = async (method: string, params: unknown[] = []) => {
      const response = await fetch(`http://127.0.0.1:${ports.solana}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      return ((await response.json()) as { result: unknown }).result
    }
    expect(await solanaRpc('getGenesisHash')).toBe(DEVNET_SOLANA_GENESIS_HASH)
    expect(await solanaRpc('getBalance', [devnetSolanaAccounts[0]!.address])).toMatchObject({
      value: 1_000_000_000_000,
    })
    // start, stack, devnet + 2 anvils, api, relay, demo, wallet
    expect(processesOfRun(runId).length).toBeGreaterThanOrEqual(8)

    process.kill(-start.pid!, 'SIGINT')
    expect(await exited).toBe(0)
    expect(output).toContain('stopped')
    expect(processesOfRun(runId)).toEqual([])
    for (const port of Object.values(ports)) expect(await portAnswers(port)).toBe(false)
  })
})
