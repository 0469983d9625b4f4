// The services' Dockerfiles (docs/deploy.md): multi-stage on node:20-slim, npm ci from the lockfile, a non-root
// user, a HEALTHCHECK that works, nothing secret baked in, and every path they COPY present in the repository.
// Where a Docker daemon answers, the API image is also built and started until Docker calls it healthy; this
// machine has the docker client but no daemon, so that part is skipped here (docs/deploy.md says so).
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const SERVICES = [
  { name: 'api', port: 8787, portVariable: 'PORTICO_API_PORT' },
  { name: 'relay', port: 8788, portVariable: 'PORTICO_RELAY_PORT' },
  { name: 'secure-site', port: 8789, portVariable: 'PORTICO_SECURE_SITE_PORT' },
  { name: 'farcaster-relay', port: 8792, portVariable: 'PORTICO_FARCASTER_RELAY_PORT' },
] as const
const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces

interface Instruction {
  keyword: string
  args: string
  /** Index of the stage (FROM) it belongs to. */
  stage: number
}

/** Instructions of a Dockerfile: comments dropped, `\` continuations joined, keywords upper-cased. */
function parseDockerfile(text: string): Instruction[] {
  const lines = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  let stage = -1
  return lines.map((line) => {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? []
    if (keyword.toUpperCase() === 'FROM') stage++
    return { keyword: keyword.toUpperCase(), args: args.trim(), stage }
  })
}

/** The exec form `["node", "-e", "…"]` as an argument list. */
const execForm = (args: string): string[] => JSON.parse(args.replace(/^CMD\s+/, '')) as string[]

const read = (service: string) =>
  parseDockerfile(readFileSync(join(root, 'services', service, 'Dockerfile'), 'utf8'))

describe.each(SERVICES)('services/$name/Dockerfile', ({ name, port, portVariable }) => {
  const instructions = read(name)
  const of = (keyword: string) => instructions.filter((i) => i.keyword === keyword)
  const lastStage = Math.max(...instructions.map((i) => i.stage))

  it('is multi-stage on node:20-slim and installs with npm ci from the lockfile', () => {
    const bases = of('FROM').map((i) => i.args.split(/\s+/)[0])
    expect(bases.length).toBeGreaterThanOrEqual(2)
    for (const base of bases) expect(base).toBe('node:20-slim')
    const install = of('RUN').find((i) => /\bnpm ci\b/.test(i.args))
    expect(install?.args).toContain(`--workspace services/${name}`)
    expect(of('COPY').some((i) => /\bpackage-lock\.json\b/.test(i.args))).toBe(true)
  })

  it("copies every workspace's manifest, so npm ci sees the whole lockfile", () => {
    const copied = of('COPY').map((i) => i.args)
    for (const workspace of workspaces) {
      expect(copied, `add: COPY ${workspace}/package.json ${workspace}/`).toContain(
        `${workspace}/package.json ${workspace}/`,
      )
    }
  })

  it('copies only paths that exist and that .dockerignore lets through', () => {
    for (const { args } of of('COPY')) {
      if (args.startsWith('--from=')) continue
      const parts = args.split(/\s+/).filter((part) => !part.startsWith('--'))
      for (const source of parts.slice(0, -1)) {
        expect(existsSync(join(root, source)), `${source} (COPY ${args})`).toBe(true)
        expect(source).not.toMatch(/(^|\/)(node_modules|dist|\.portico|\.env)(\/|$)/)
      }
    }
  })

  it('runs as a non-root user with a HEALTHCHECK on its /health, and bakes in no secret', () => {
    const finalUser = of('USER')
      .filter((i) => i.stage === lastStage)
      .at(-1)?.args
    expect(finalUser).toBeDefined()
    expect(['root', '0']).not.toContain(finalUser)
    const healthcheck = of('HEALTHCHECK').find((i) => i.stage === lastStage)
    expect(healthcheck?.args).toContain(`/health`)
    expect(healthcheck?.args).toContain(portVariable)
    expect(of('EXPOSE').map((i) => i.args)).toEqual([String(port)])
    const settings = [...of('ENV'), ...of('ARG')].map((i) => i.args).join(' ')
    expect(settings).not.toMatch(/(KEY|SECRET|PASSWORD|TOKEN|DATABASE_URL|REDIS_URL)\w*=/)
    expect(of('CMD').at(-1)?.args).toMatch(/^\[/) // exec form: the service is PID 1 and gets SIGTERM
  })
})

describe('the HEALTHCHECK command', () => {
  let status = 200
  let server: Server
  afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())))

  it("exits 0 when /health answers 200 and 1 otherwise or when nothing listens (each service's command)", async () => {
    server = createServer((request, response) => {
      response.writeHead(request.url === '/health' ? status : 404).end('{"status":"ok"}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = String((server.address() as AddressInfo).port)
    for (const { name, portVariable } of SERVICES) {
      const healthcheck = read(name).find((i) => i.keyword === 'HEALTHCHECK')!
      const command = execForm(healthcheck.args.replace(/^.*?\bCMD\s+/, ''))
      const run = (env: Record<string, string>) => exitCodeOf(command, { ...process.env, ...env })
      status = 200
      expect(await run({ [portVariable]: port }), name).toBe(0)
      status = 503
      expect(await run({ [portVariable]: port }), name).toBe(1)
      expect(await run({ [portVariable]: '1' }), name).toBe(1)
    }
  })
})

/** Runs `command` and resolves its exit code. */
function exitCodeOf(command: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { env, stdio: 'ignore' })
    child.once('error', reject)
    child.once('exit', resolve)
  })
}

const dockerAnswers = spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 }).status === 0

describe.skipIf(!dockerAnswers)('the API image (Docker daemon present)', () => {
  const tag = `portico-api-test:${process.pid}`
  const container = `portico-api-test-${process.pid}`
  afterAll(() => {
    spawnSync('docker', ['rm', '-f', container], { stdio: 'ignore' })
    spawnSync('docker', ['rmi', '-f', tag], { stdio: 'ignore' })
  })

  it('builds, starts as a non-root user and becomes healthy with the devnet config mounted', async () => {
    execFileSync('docker', ['build', '-f', 'services/api/Dockerfile', '-t', tag, '.'], {
      cwd: root,
      stdio: 'inherit',
      timeout: 900_000,
    })
    execFileSync('docker', [
      'run',
      '-d',
      '--name',
      container,
      '-v',
      `${join(root, 'services/devnet/config')}:/config:ro`,
      tag,
    ])
    const inspect = (format: string) =>
      execFileSync('docker', ['inspect', '-f', format, container], { encoding: 'utf8' }).trim()
    await expect
      .poll(() => inspect('{{.State.Health.Status}}'), { timeout: 180_000, interval: 2_000 })
      .toBe('healthy')
    expect(inspect('{{.Config.User}}')).toBe('node')
  }, 1_200_000)
})
