import { afterEach, describe, expect, it, vi } from 'vitest'
import { stackPorts } from './stackPorts.ts'
import { DEMO_PROJECT_ID, stackServices } from './stackServices.ts'

afterEach(() => vi.unstubAllEnvs())

const byName = (offset: number) =>
  Object.fromEntries(stackServices(stackPorts(offset)).map((service) => [service.name, service]))

describe('stackServices', () => {
  it('runs devnet, api, relay, demo and wallet', () => {
    expect(stackServices(stackPorts(0)).map((service) => service.name)).toEqual([
      'devnet',
      'api',
      'relay',
      'demo',
      'wallet',
    ])
  })

  it('wires the relay on its port, and the demo and wallet to the relay, the project and both devnets', () => {
    vi.stubEnv('REDIS_URL', '')
    const { relay, demo, wallet } = byName(10_000)
    expect(relay!.url).toBe('ws://127.0.0.1:18788')
    expect(relay!.args.at(-1)).toMatch(/services\/relay\/src\/cli\/relay\.ts$/)
    expect(relay!.env).toEqual({ PORTICO_RELAY_PORT: '18788' })
    const appEnv = {
      VITE_PORTICO_PROJECT_ID: DEMO_PROJECT_ID,
      VITE_PORTICO_RELAY_URL: 'ws://127.0.0.1:18788',
      VITE_PORTICO_RPC_31337: 'http://127.0.0.1:18545',
      VITE_PORTICO_RPC_31338: 'http://127.0.0.1:18546',
    }
    expect(demo!.env).toEqual({
      ...appEnv,
      PORTICO_DEMO_PORT: '15173',
      VITE_PORTICO_API_URL: 'http://127.0.0.1:18787',
    })
    expect(wallet!.url).toBe('http://localhost:15174')
    expect(wallet!.args.at(-1)).toMatch(/scripts\/stack\/serveWallet\.ts$/)
    expect(wallet!.cwd).toMatch(/apps\/wallet$/)
    expect(wallet!.env).toEqual({ ...appEnv, PORTICO_WALLET_PORT: '15174' })
  })

  it('lets the demo project be used from the demo and the wallet origins', () => {
    const origins = byName(0)
      .api!.prepare!.args.flatMap((arg, index, args) => (args[index - 1] === '--origin' ? [arg] : []))
      .sort()
    expect(origins).toEqual([
      'http://127.0.0.1:5173',
      'http://127.0.0.1:5174',
      'http://localhost:5173',
      'http://localhost:5174',
    ])
  })

  it('keeps the relay in memory without REDIS_URL, and gives each port offset its own Redis keys with it', () => {
    vi.stubEnv('REDIS_URL', '')
    expect(byName(20_000).relay!.env).toEqual({ PORTICO_RELAY_PORT: '28788' })
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379')
    expect(byName(0).relay!.env.PORTICO_RELAY_REDIS_PREFIX).toBe('portico:relay:')
    expect(byName(20_000).relay!.env.PORTICO_RELAY_REDIS_PREFIX).toBe('portico:relay:20000:')
    vi.stubEnv('PORTICO_RELAY_REDIS_PREFIX', 'mine:')
    expect(byName(20_000).relay!.env.PORTICO_RELAY_REDIS_PREFIX).toBeUndefined() // the operator's wins
  })
})
