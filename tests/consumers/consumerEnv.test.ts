import { describe, expect, it } from 'vitest'
import { consumerEnv } from './consumerEnv.ts'

describe('consumerEnv', () => {
  it("drops npm's script variables, NODE_OPTIONS and the repository's binaries, and keeps the rest", () => {
    const env = consumerEnv(
      {
        PATH: '/repo/node_modules/.bin:/repo/apps/x/node_modules/.bin:/usr/local/bin:/usr/bin',
        HOME: '/root',
        npm_config_cache: '/elsewhere',
        npm_package_name: 'portico',
        INIT_CWD: '/repo',
        NODE_OPTIONS: '--import tsx',
        CI: 'true',
      },
      '/repo',
      { NEXT_TELEMETRY_DISABLED: '1' },
    )
    expect(env).toEqual({
      PATH: '/usr/local/bin:/usr/bin',
      HOME: '/root',
      CI: 'true',
      NEXT_TELEMETRY_DISABLED: '1',
    })
  })
})
