import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

/** The Solidity sources in services/devnet/contracts, by file name. */
export type ContractSources = Record<string, string>

/** A compiled contract: what deployment needs from a build artifact. */
export interface ContractArtifact {
  abi: Abi
  /** Creation code, 0x-prefixed. */
  bytecode: Hex
  /** Runtime code, 0x-prefixed. */
  deployedBytecode: Hex
}

/** The npm build artifacts the devnet deploys, with their raw JSON text for the cache key. */
export interface NpmArtifacts {
  weth9: ContractArtifact
  uniswapV2Factory: ContractArtifact
  uniswapV2Router02: ContractArtifact
  uniswapV2Pair: ContractArtifact
  /** The files' text, so a changed package version changes the state cache key. */
  rawText: string[]
}

const contractsDir = fileURLToPath(new URL('../../contracts/', import.meta.url))

let sources: Promise<ContractSources> | undefined
let artifacts: Promise<NpmArtifacts> | undefined

/**
 * Reads every `.sol` file in services/devnet/contracts (once per process).
 *
 * @example
 * Object.keys(await readContractSources()) // ['Multicall3.sol', 'PorticoPals.sol', 'PorticoToken.sol']
 */
export function readContractSources(): Promise<ContractSources> {
  sources ??= (async () => {
    const names = (await readdir(contractsDir)).filter((name) => name.endsWith('.sol')).sort()
    const entries = await Promise.all(
      names.map(async (name) => [name, await readFile(contractsDir + name, 'utf8')] as const),
    )
    return Object.fromEntries(entries)
  })()
  return sources
}

async function readArtifact(specifier: string): Promise<{ artifact: ContractArtifact; text: string }> {
  const text = await readFile(require.resolve(specifier), 'utf8')
  const json = JSON.parse(text) as {
    abi: Abi
    bytecode: string
    evm: { deployedBytecode: { object: string } }
  }
  const prefixed = (code: string): Hex => (code.startsWith('0x') ? code : `0x${code}`) as Hex
  return {
    artifact: {
      abi: json.abi,
      bytecode: prefixed(json.bytecode),
      deployedBytecode: prefixed(json.evm.deployedBytecode.object),
    },
    text,
  }
}

/**
 * Reads WETH9, UniswapV2Factory, UniswapV2Router02 and UniswapV2Pair from the @uniswap packages (once per process).
 *
 * @example
 * const { uniswapV2Factory } = await readNpmArtifacts()
 */
export function readNpmArtifacts(): Promise<NpmArtifacts> {
  artifacts ??= (async () => {
    const [weth9, factory, router, pair] = await Promise.all([
      readArtifact('@uniswap/v2-periphery/build/WETH9.json'),
      readArtifact('@uniswap/v2-core/build/UniswapV2Factory.json'),
      readArtifact('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
      readArtifact('@uniswap/v2-core/build/UniswapV2Pair.json'),
    ])
    return {
      weth9: weth9.artifact,
      uniswapV2Factory: factory.artifact,
      uniswapV2Router02: router.artifact,
      uniswapV2Pair: pair.artifact,
      rawText: [weth9.text, factory.text, router.text, pair.text],
    }
  })()
  return artifacts
}

/** The Uniswap V3 build artifacts chain 31339 deploys, with their raw JSON text for the cache key. */
export interface UniswapV3Artifacts {
  uniswapV3Factory: ContractArtifact
  uniswapV3Pool: ContractArtifact
  nonfungiblePositionManager: ContractArtifact
  swapRouter: ContractArtifact
  quoterV2: ContractArtifact
  rawText: string[]
}

let v3Artifacts: Promise<UniswapV3Artifacts> | undefined

// Hardhat's artifact format (v3 packages): 0x-prefixed bytecode and deployedBytecode at the top level.
async function readHardhatArtifact(specifier: string): Promise<{ artifact: ContractArtifact; text: string }> {
  const text = await readFile(require.resolve(specifier), 'utf8')
  const json = JSON.parse(text) as { abi: Abi; bytecode: Hex; deployedBytecode: Hex }
  return {
    artifact: { abi: json.abi, bytecode: json.bytecode, deployedBytecode: json.deployedBytecode },
    text,
  }
}

/**
 * Reads UniswapV3Factory and UniswapV3Pool (@uniswap/v3-core) and NonfungiblePositionManager, SwapRouter and
 * QuoterV2 (@uniswap/v3-periphery), unmodified (once per process).
 *
 * @example
 * const { swapRouter } = await readUniswapV3Artifacts()
 */
export function readUniswapV3Artifacts(): Promise<UniswapV3Artifacts> {
  v3Artifacts ??= (async () => {
    const core = '@uniswap/v3-core/artifacts/contracts'
    const periphery = '@uniswap/v3-periphery/artifacts/contracts'
    const read = await Promise.all([
      readHardhatArtifact(`${core}/UniswapV3Factory.sol/UniswapV3Factory.json`),
      readHardhatArtifact(`${core}/UniswapV3Pool.sol/UniswapV3Pool.json`),
      readHardhatArtifact(`${periphery}/NonfungiblePositionManager.sol/NonfungiblePositionManager.json`),
      readHardhatArtifact(`${periphery}/SwapRouter.sol/SwapRouter.json`),
      readHardhatArtifact(`${periphery}/lens/QuoterV2.sol/QuoterV2.json`),
    ])
    const [factory, pool, positionManager, swapRouter, quoterV2] = read.map((r) => r.artifact) as [
      ContractArtifact,
      ContractArtifact,
      ContractArtifact,
      ContractArtifact,
      ContractArtifact,
    ]
    return {
      uniswapV3Factory: factory,
      uniswapV3Pool: pool,
      nonfungiblePositionManager: positionManager,
      swapRouter,
      quoterV2,
      rawText: read.map((r) => r.text),
    }
  })()
  return v3Artifacts
}
