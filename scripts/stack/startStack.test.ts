import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
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

describe('npm start', () => {
  it('starts devnet, api and demo, prints their URLs, and on Ctrl-C leaves no process behind', async () => {
    const runId = randomUUID()
    const ports = stackPorts(20_000)
    // Own process group, as a terminal's foreground job: Ctrl-C sends SIGINT to the whole group.
    const start = spawn(process.execPath, [join(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      detached: true,
      env: { ...process.env, PORTICO_PORT_OFFSET: '20000', PORTICO_RUN_ID: runId },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    start.stdout.on('data', (chunk) => (output += chunk))
    start.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)))

    await expect.poll(() => output, { timeout: 150_000, interval: 250 }).toMatch(/ready in [\d.]+ s/)
    expect(output).toContain(`http://127.0.0.1:${ports.api}`)
    expect(output).toContain(`http://localhost:${ports.demo}`)
    const demo = await fetch(`http://127.0.0.1:${ports.demo}/`)
    expect(await demo.text()).toContain('<title>Portico Demo</title>')
    expect((await fetch(`http://127.0.0.1:${ports.api}/health`)).status).toBe(200)
    expect(processesOfRun(runId).length).toBeGreaterThanOrEqual(5) // start, stack, devnet + 2 anvils, api, demo

    process.kill(-start.pid!, 'SIGINT')
    expect(await exited).toBe(0)
    expect(output).toContain('stopped')
    expect(processesOfRun(runId)).toEqual([])
    for (const port of Object.values(ports)) expect(await portAnswers(port)).toBe(false)
  })
})
