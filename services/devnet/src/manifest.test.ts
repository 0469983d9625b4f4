import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as manifest from './manifest.ts'

const nodeOnly = new Set([...builtinModules, 'solc', '@foundry-rs/anvil'])

/** Every module specifier reachable from `file` through relative imports, with the file that imports it. */
function reachableImports(file: string, seen = new Set<string>()): [string, string][] {
  if (seen.has(file)) return []
  seen.add(file)
  const source = readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/(?:import|export)[^'"]*?from\s+'([^']+)'/g)].map((m) => m[1]!)
  return specifiers.flatMap((specifier): [string, string][] =>
    specifier.startsWith('.')
      ? reachableImports(resolve(dirname(file), specifier), seen)
      : [[specifier, file]],
  )
}

describe('manifest', () => {
  it('reaches no Node-only module, so browser code can import it', () => {
    const imports = reachableImports(fileURLToPath(new URL('./manifest.ts', import.meta.url)))
    expect(imports.length).toBeGreaterThan(0)
    const offending = imports.filter(
      ([specifier]) => specifier.startsWith('node:') || nodeOnly.has(specifier),
    )
    expect(offending).toEqual([])
  })

  it('exports the names other packages rely on', () => {
    for (const name of [
      'DEVNET_MNEMONIC',
      'devnetAccounts',
      'devnetChains',
      'devnetRpcUrl',
      'porticoDevnet',
      'porticoDevnetTwo',
      'withRpcUrl',
      'devnetContracts',
      'devnetTokens',
      'devnetNfts',
      'devnetPools',
      'porticoPalsAbi',
      'uniswapV2RouterAbi',
      'uniswapV2FactoryAbi',
      'uniswapV2PairAbi',
      'porticoDevnetThree',
      'devnetThreeContracts',
      'devnetThreeTokens',
      'devnetThreePools',
      'devnetThreePriceFeeds',
      'devnetThreeItems',
      'devnetThreeItemBalances',
      'devnetThreeNfts',
      'devnetThreeIpfsContent',
      'uniswapV3PoolAbi',
      'uniswapV3SwapRouterAbi',
      'quoterV2Abi',
      'aggregatorV3Abi',
      'porticoItemsAbi',
      'devnetSolanaAccounts',
      'devnetSolanaTokens',
      'DEVNET_SOLANA_GENESIS_HASH',
    ]) {
      expect(manifest, name).toHaveProperty(name)
    }
  })
})
