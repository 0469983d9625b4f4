import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { devnetConfigPath } from '../../testing/devnetApiConfig.ts'
import { ApiConfigError, loadApiConfig, MISSING_CONFIG_MESSAGE, parseRpcUrls } from './loadApiConfig.ts'

const folder = mkdtempSync(join(tmpdir(), 'portico-config-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const usdc = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const weth = '0x4200000000000000000000000000000000000006'

const tokenList = () => ({
  name: 'Base tokens',
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [
    { chainId: 8453, address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
    { chainId: 8453, address: weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
    {
      chainId: 1,
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
    },
  ],
})

/** A valid config for Base, with V2, V3 and Chainlink prices, both swap venues and ENS. */
const baseConfig = () => ({
  chains: {
    'eip155:8453': {
      name: 'Base',
      rpcUrls: ['https://mainnet.base.org', 'https://base.example'],
      explorer: 'https://basescan.org',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
      tokens: 'lists/base.tokenlist.json',
      prices: [
        {
          type: 'uniswap-v2',
          factory: '0x8909dc15e40173ff4699343b6eb8132c65e18ec6',
          usdToken: usdc.toLowerCase(),
          wrappedNative: weth,
        },
        { type: 'uniswap-v3', pool: '0xd0b53D9277642d899DF5C87A3966A349A798F224', twapSeconds: 1800 },
        {
          type: 'chainlink',
          aggregator: '0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70',
          token: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        },
      ],
      swaps: [
        {
          type: 'uniswap-v2',
          router: '0x4752ba5dbc23f44d87826276bf6fd6b1c372ad24',
          factory: '0x8909dc15e40173ff4699343b6eb8132c65e18ec6',
          feeRouter: '0x1111111111111111111111111111111111111111',
        },
        {
          type: 'uniswap-v3',
          router: '0x2626664c2603336E57B271c5C0b26F421741e481',
          quoter: '0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a',
          factory: '0x33128a8fC17869897dcE68Ed026d694621f6FDfD',
          fees: [500, 3000],
        },
      ],
      names: { ens: { registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e' } },
    },
  },
})

let written = 0
/** Writes `config` (and, unless `list` is null, its token list) to a fresh folder; returns the config path. */
function writeConfig(config: unknown, list: unknown = tokenList(), text?: string): string {
  const dir = join(folder, String(written++))
  const path = join(dir, 'portico.config.json')
  mkdirSync(join(dir, 'lists'), { recursive: true })
  writeFileSync(path, text ?? JSON.stringify(config, null, 2))
  if (list !== null) writeFileSync(join(dir, 'lists', 'base.tokenlist.json'), JSON.stringify(list))
  return path
}
/** The message loadApiConfig throws for the config file `config`. */
function failure(config: unknown, list?: unknown, text?: string): string {
  try {
    loadApiConfig({ PORTICO_CONFIG: writeConfig(config, list, text) })
  } catch (error) {
    expect(error).toBeInstanceOf(ApiConfigError)
    return (error as Error).message
  }
  throw new Error('the config loaded')
}

describe('loadApiConfig', () => {
  it('reads chains, tokens, prices, swaps and names from the config file', () => {
    const config = loadApiConfig({ PORTICO_CONFIG: writeConfig(baseConfig()) })
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8787 })
    const [base] = config.chains
    expect(base).toMatchObject({
      caipNetworkId: 'eip155:8453',
      chainId: 8453,
      rpcUrl: 'https://mainnet.base.org',
      fallbackRpcUrls: ['https://base.example'],
      explorer: 'https://basescan.org',
      local: false,
      pricing: { uniswapV2Factory: '0x8909dc15e40173ff4699343b6eb8132c65e18ec6', wrappedNative: weth },
      names: { ens: { registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e' } },
    })
    // Only the list's entries with this chain's id; the USD token is the listed one, however it was spelled.
    expect(base!.tokens.map((t) => t.symbol)).toEqual(['USDC', 'WETH'])
    expect(base!.pricing!.usdToken.address).toBe(usdc)
    expect(base!.priceSources.map((s) => s.type)).toEqual(['uniswap-v2', 'uniswap-v3', 'chainlink'])
    expect(base!.swapVenues).toMatchObject([
      { type: 'uniswap-v2', feeRouter: '0x1111111111111111111111111111111111111111', providerFeeBps: 85 },
      { type: 'uniswap-v3', fees: [500, 3000], providerFeeBps: 85 },
    ])
    expect(config.nameZones).toEqual(['.reown.id', '.wcn.id'])
    expect(config.onramp).toMatchObject({ sandbox: false, testChainIds: [] })
  })

  it('loads the devnet config with both devnet chains at their default URLs', () => {
    const config = loadApiConfig({ PORTICO_CONFIG: devnetConfigPath })
    expect(config.chains.map((c) => [c.caipNetworkId, c.rpcUrl, c.local, c.tokens.length])).toEqual([
      ['eip155:31337', 'http://127.0.0.1:8545', true, 4],
      ['eip155:31338', 'http://127.0.0.1:8546', true, 4],
    ])
    expect(config.onramp.testChainIds).toEqual([31337, 31338])
  })

  it('takes --config over PORTICO_CONFIG, and refuses to start without either', () => {
    const path = writeConfig(baseConfig())
    expect(loadApiConfig({ PORTICO_CONFIG: '/nowhere.json' }, { configPath: path }).configPath).toBe(path)
    expect(() => loadApiConfig({})).toThrow(MISSING_CONFIG_MESSAGE)
    expect(MISSING_CONFIG_MESSAGE).toContain('docs/config-reference.md')
  })

  it('points configured chains at the URLs of PORTICO_RPC_URLS, and refuses other chains', () => {
    const PORTICO_CONFIG = writeConfig(baseConfig())
    const config = loadApiConfig({
      PORTICO_CONFIG,
      PORTICO_RPC_URLS: 'eip155:8453=http://127.0.0.1:18546,eip155:8453=http://127.0.0.1:18547',
      PORTICO_API_PORT: '0',
    })
    expect(config.port).toBe(0)
    expect(config.chains[0]).toMatchObject({
      rpcUrl: 'http://127.0.0.1:18546',
      fallbackRpcUrls: ['http://127.0.0.1:18547'],
    })
    expect(() => loadApiConfig({ PORTICO_CONFIG, PORTICO_RPC_URLS: 'eip155:1=http://127.0.0.1:1' })).toThrow(
      `PORTICO_RPC_URLS names eip155:1, which this API does not serve: add it to the chains of ${PORTICO_CONFIG} or remove it`,
    )
  })

  it('lets the environment override the on-ramp and name zones of the file', () => {
    const file = {
      ...baseConfig(),
      onramp: { testChains: ['eip155:8453'], treasuryFloorUsd: 50 },
      names: { portico: { zones: ['portico.id'] } },
    }
    const PORTICO_CONFIG = writeConfig(file)
    expect(loadApiConfig({ PORTICO_CONFIG })).toMatchObject({
      nameZones: ['.portico.id'],
      onramp: { testChainIds: [8453], treasuryFloorUsd: 50, sandbox: false },
    })
    expect(
      loadApiConfig({
        PORTICO_CONFIG,
        PORTICO_ONRAMP_SANDBOX: '1',
        PORTICO_ONRAMP_TREASURY_FLOOR_USD: '70',
        PORTICO_NAME_ZONES: '.a.id',
      }),
    ).toMatchObject({
      nameZones: ['.a.id'],
      onramp: { sandbox: true, treasuryFloorUsd: 70, testChainIds: [8453] },
    })
  })

  it('rejects malformed settings with a message that says what is expected', () => {
    const PORTICO_CONFIG = writeConfig(baseConfig())
    expect(() => parseRpcUrls('31337=http://x')).toThrow(ApiConfigError)
    expect(() => parseRpcUrls('eip155:31337')).toThrow('must look like eip155:31337=http://127.0.0.1:8545')
    expect(() => loadApiConfig({ PORTICO_CONFIG, PORTICO_API_PORT: 'eighty' })).toThrow(
      "PORTICO_API_PORT must be a port number, got 'eighty'",
    )
  })
})

describe('loadApiConfig errors in the config file', () => {
  it('names a missing file and what to do', () => {
    const path = join(folder, 'missing', 'portico.config.json')
    expect(() => loadApiConfig({ PORTICO_CONFIG: path })).toThrow(
      `PORTICO_CONFIG names ${path}, which cannot be read (ENOENT): check the path, or write a portico.config.json there (see docs/config-reference.md)`,
    )
  })

  it('gives the line and column of bad JSON', () => {
    expect(failure(null, undefined, '{\n  "chains": {\n    "eip155:1": {,\n  }\n}')).toBe(
      "portico.config.json: not valid JSON at line 3, column 18: Expected property name or '}'",
    )
  })

  it('names a chain key that is not a CAIP-2 id', () => {
    const config = baseConfig() as { chains: Record<string, unknown> }
    config.chains = { base: config.chains['eip155:8453'] }
    expect(failure(config)).toBe(
      "portico.config.json: chains key 'base' must be a CAIP-2 id such as eip155:8453",
    )
  })

  it('names a URL that is not http(s)', () => {
    const config = baseConfig()
    config.chains['eip155:8453'].rpcUrls[0] = 'ftp://x'
    expect(failure(config)).toBe(
      `portico.config.json: chains["eip155:8453"].rpcUrls[0] must be an http(s) URL, got 'ftp://x'`,
    )
  })

  it('names an address that is not one', () => {
    const config = baseConfig()
    config.chains['eip155:8453'].swaps[0]!.router = '0x1234'
    expect(failure(config)).toBe(
      `portico.config.json: chains["eip155:8453"].swaps[0].router must be an address: 0x followed by 40 hexadecimal digits, got '0x1234'`,
    )
  })

  it('names a missing field and an unknown one', () => {
    const config = baseConfig() as { chains: Record<string, Record<string, unknown>> }
    delete config.chains['eip155:8453']!.multicall3
    config.chains['eip155:8453']!.rpcUrl = 'https://x.example'
    expect(failure(config).split('\n')).toEqual([
      'portico.config.json: chains["eip155:8453"].multicall3 is missing: add it (it must be an address: 0x followed by 40 hexadecimal digits)',
      `portico.config.json: chains["eip155:8453"] has an unknown field 'rpcUrl': remove it or check its spelling (see docs/config-reference.md)`,
    ])
  })

  it('names an unknown price source type and a V3 source without a pool', () => {
    const config = baseConfig() as { chains: Record<string, { prices: Record<string, unknown>[] }> }
    config.chains['eip155:8453']!.prices[0] = { type: 'sushi', factory: weth }
    config.chains['eip155:8453']!.prices[1] = { type: 'uniswap-v3', twapSeconds: 60 }
    expect(failure(config).split('\n')).toEqual([
      `portico.config.json: chains["eip155:8453"].prices[0].type must be one of 'uniswap-v2', 'uniswap-v3', 'chainlink', got 'sushi'`,
      'portico.config.json: chains["eip155:8453"].prices[1] needs either pool, or factory and fee',
    ])
  })

  it('names a USD token missing from the token list', () => {
    const config = baseConfig()
    config.chains['eip155:8453'].prices[0]!.usdToken = '0x2222222222222222222222222222222222222222'
    expect(failure(config)).toBe(
      'portico.config.json: chains["eip155:8453"].prices[0].usdToken 0x2222222222222222222222222222222222222222 is not in the chain\'s token list: add it to lists/base.tokenlist.json with this chain\'s id',
    )
  })

  it('validates the token list file and names it', () => {
    const list = tokenList()
    list.tokens[1]!.address = 'WETH'
    list.tokens[0]!.decimals = 6.5
    expect(failure(baseConfig(), { ...list, timestamp: 'yesterday' }).split('\n')).toEqual([
      `base.tokenlist.json (the token list of chains["eip155:8453"].tokens): timestamp must be an ISO 8601 date-time such as 2026-01-01T00:00:00Z, got 'yesterday'`,
      'base.tokenlist.json (the token list of chains["eip155:8453"].tokens): tokens[0].decimals must be a whole number from 0 to 255, got 6.5',
      `base.tokenlist.json (the token list of chains["eip155:8453"].tokens): tokens[1].address must be an address: 0x followed by 40 hexadecimal digits, got 'WETH'`,
    ])
    const path = writeConfig(baseConfig(), null)
    expect(() => loadApiConfig({ PORTICO_CONFIG: path })).toThrow(
      /^portico\.config\.json: chains\["eip155:8453"\]\.tokens names .*lists\/base\.tokenlist\.json, which cannot be read \(ENOENT\): give the path of a Uniswap token list file, relative to the config file$/,
    )
  })
})
