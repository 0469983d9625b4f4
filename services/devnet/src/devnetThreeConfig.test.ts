import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  DEVNET_SWAP_FEE_BPS,
  DEVNET_THREE_FEE_TIERS,
  devnetThreeContracts,
  devnetThreeTokens,
  porticoDevnetThree,
} from './manifest.ts'

// The API learns chain 31339 only from config/devnet-three.portico.config.json and its token list; the file must
// say exactly what the manifest says, and nothing about chains 31337/31338.

const configPath = fileURLToPath(new URL('../config/devnet-three.portico.config.json', import.meta.url))
const readJson = (name: string) =>
  JSON.parse(readFileSync(new URL(`../config/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>
const config = readJson('devnet-three.portico.config.json') as {
  $schema: string
  chains: Record<string, Record<string, unknown>>
}
const tokenList = readJson('devnet-three.tokenlist.json') as { name: string; tokens: unknown[] }
const NATIVE_TOKEN = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

describe('services/devnet/config/devnet-three.portico.config.json', () => {
  it('describes chain 31339 alone, as the manifest does', () => {
    const c = devnetThreeContracts
    expect(config.$schema).toBe('../../api/portico.config.schema.json')
    expect(Object.keys(config)).toEqual(['$schema', 'chains'])
    expect(config.chains).toEqual({
      'eip155:31339': {
        name: porticoDevnetThree.name,
        rpcUrls: porticoDevnetThree.rpcUrls.default.http,
        nativeCurrency: porticoDevnetThree.nativeCurrency,
        multicall3: c.multicall3,
        local: true,
        tokens: './devnet-three.tokenlist.json',
        prices: [
          { type: 'chainlink', aggregator: c.ethUsdFeed, token: NATIVE_TOKEN },
          { type: 'chainlink', aggregator: c.ethUsdFeed, token: c.weth9 },
          { type: 'chainlink', aggregator: c.btcUsdFeed, token: c.btc },
          { type: 'uniswap-v3', pool: c.wethUsdPool, twapSeconds: 1800 },
          { type: 'uniswap-v3', pool: c.btcWethPool, twapSeconds: 1800 },
        ],
        swaps: [
          {
            type: 'uniswap-v3',
            router: c.swapRouter,
            quoter: c.quoterV2,
            factory: c.uniswapV3Factory,
            fees: Object.values(DEVNET_THREE_FEE_TIERS),
            feeRouter: c.swapFeeRouter,
            providerFeeBps: DEVNET_SWAP_FEE_BPS,
          },
        ],
      },
    })
  })

  it('lists chain 31339’s tokens, and only those, in its token list', () => {
    expect(tokenList.name).toBe('Portico Devnet Three')
    expect(tokenList.tokens).toEqual(
      devnetThreeTokens.map(({ address, name, symbol, decimals }) => ({
        chainId: 31339,
        address,
        name,
        symbol,
        decimals,
      })),
    )
  })

  it('is accepted by the API’s own config reader', () => {
    // In a child process: @portico/api depends on @portico/devnet, so devnet code must not import it.
    const reader = fileURLToPath(new URL('../../api/src/config/readPorticoConfig.ts', import.meta.url))
    const script =
      `const { readPorticoConfig } = await import(${JSON.stringify(reader)});` +
      `const { chains } = readPorticoConfig(${JSON.stringify(configPath)}, 'the devnet-three test');` +
      `console.log(JSON.stringify(chains.map((c) => [c.caipNetworkId, c.multicall3, c.tokens.length,` +
      ` c.priceSources.length, c.swapVenues.length])))`
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect(JSON.parse(run.stdout)).toEqual([
      ['eip155:31339', devnetThreeContracts.multicall3, devnetThreeTokens.length, 5, 1],
    ])
  })
})
