import { multicall3Abi, toFunctionSelector, type Abi, type AbiParameter } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  devnetMulticall3Abi,
  porticoPalsAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
  weth9Abi,
} from './abis.ts'
import { defaultCacheDir } from './cache/defaultCacheDir.ts'
import { compileContracts } from './deploy/compileContracts.ts'
import { readNpmArtifacts, readUniswapV3Artifacts } from './deploy/fixtureSources.ts'
import {
  aggregatorV3Abi,
  nonfungiblePositionManagerAbi,
  porticoItemsAbi,
  porticoV3SwapRouterAbi,
  quoterV2Abi,
  uniswapV3FactoryAbi,
  uniswapV3PoolAbi,
  uniswapV3SwapRouterAbi,
} from './devnetThreeAbis.ts'

function types(parameters: readonly AbiParameter[] | undefined, withIndexed = false): string {
  return (parameters ?? [])
    .map((p) => {
      const type = 'components' in p ? `(${types(p.components)})${p.type.slice('tuple'.length)}` : p.type
      return `${type}${withIndexed && 'indexed' in p && p.indexed ? ' indexed' : ''}`
    })
    .join(',')
}

// Names of parameters differ between hand-written and compiled ABIs; what must agree is what gets encoded.
function shape(abi: Abi): string[] {
  return abi.flatMap((item) => {
    if (item.type === 'function') {
      return [
        `function ${item.name}(${types(item.inputs)}) ${item.stateMutability} -> (${types(item.outputs)})`,
      ]
    }
    if (item.type === 'event') return [`event ${item.name}(${types(item.inputs, true)})`]
    if (item.type === 'error') return [`error ${item.name}(${types(item.inputs)})`]
    return []
  })
}

describe('abis', () => {
  it('match the contracts they describe', async () => {
    const [compiled, npm] = await Promise.all([compileContracts(defaultCacheDir), readNpmArtifacts()])
    const pairs: [Abi, Abi][] = [
      [porticoPalsAbi, compiled.PorticoPals!.abi],
      [weth9Abi, npm.weth9.abi],
      [uniswapV2FactoryAbi, npm.uniswapV2Factory.abi],
      [uniswapV2PairAbi, npm.uniswapV2Pair.abi],
      [uniswapV2RouterAbi, npm.uniswapV2Router02.abi],
    ]
    for (const [ours, real] of pairs) {
      const realShape = shape(real)
      for (const item of shape(ours)) expect(realShape).toContain(item)
    }
  })

  it('cover all of Portico Pals and Multicall3', async () => {
    const compiled = await compileContracts(defaultCacheDir)
    expect(shape(porticoPalsAbi).sort()).toEqual(shape(compiled.PorticoPals!.abi).sort())
    expect(shape(devnetMulticall3Abi).sort()).toEqual(shape(compiled.Multicall3!.abi).sort())
  })

  it('match the Uniswap V3 artifacts and chain 31339’s own contracts', async () => {
    const [compiled, v3] = await Promise.all([compileContracts(defaultCacheDir), readUniswapV3Artifacts()])
    const pairs: [Abi, Abi][] = [
      [uniswapV3FactoryAbi, v3.uniswapV3Factory.abi],
      [uniswapV3PoolAbi, v3.uniswapV3Pool.abi],
      [nonfungiblePositionManagerAbi, v3.nonfungiblePositionManager.abi],
      [uniswapV3SwapRouterAbi, v3.swapRouter.abi],
      [quoterV2Abi, v3.quoterV2.abi],
      [aggregatorV3Abi, compiled.PorticoPriceFeed!.abi],
    ]
    for (const [ours, real] of pairs) {
      const realShape = shape(real)
      for (const item of shape(ours)) expect(realShape).toContain(item)
    }
    expect(shape(porticoItemsAbi).sort()).toEqual(shape(compiled.PorticoItems!.abi).sort())
    expect(shape(porticoV3SwapRouterAbi).sort()).toEqual(shape(compiled.PorticoV3SwapRouter!.abi).sort())
  })

  it('give Multicall3 every function selector that viem calls', () => {
    const selectors = (abi: Abi) =>
      abi.flatMap((item) => (item.type === 'function' ? [toFunctionSelector(item)] : []))
    expect(selectors(devnetMulticall3Abi)).toEqual(expect.arrayContaining(selectors(multicall3Abi)))
  })
})
