import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { DevnetStartError, spawnAnvil, type AnvilProcess } from './anvil/spawnAnvil.ts'
import { defaultCacheDir } from './cache/defaultCacheDir.ts'
import { fixtureStatePath, saveFixtureState } from './cache/fixtureStateCache.ts'
import { deployFixtures } from './deploy/deployFixtures.ts'
import {
  DEVNET_THREE_GENESIS_AGE_SECONDS,
  deployDevnetThree,
} from './deploy/devnetThree/deployDevnetThree.ts'
import { devnetChains, type DevnetChainId } from './fixtures/devnetChains.ts'
import { devnetThreeChain, type DevnetThreeChainId } from './fixtures/devnetThree/devnetThreeChain.ts'

/** Every chain id `startDevnet` runs: the twin chains 31337 and 31338, and chain 31339 with its own deployment. */
export type StartableDevnetChainId = DevnetChainId | DevnetThreeChainId

/** Parameters of {@link startDevnet}. */
export interface StartDevnetParameters<C extends StartableDevnetChainId = DevnetChainId> {
  /** 31337 (Portico Devnet), 31338 (Portico Devnet Two) or 31339 (Portico Devnet Three). */
  chainId: C
  /** Port on 127.0.0.1; 0 picks a free one; default the chain's default port (8545, 8546 or 8547). */
  port?: number
  /** Where compiled contracts and deployed states are cached; default services/devnet/.cache. */
  stateCacheDir?: string
  /** Receives every line anvil prints. */
  onLog?: (line: string) => void
}

/** A devnet chain that is running with all fixtures deployed. */
export interface RunningDevnet<C extends StartableDevnetChainId = DevnetChainId> {
  chainId: C
  port: number
  /** `http://127.0.0.1:<port>` */
  rpcUrl: string
  /** anvil's process id. */
  pid: number
  /** 'cache' when the state came from the state cache, 'deployed' when the fixtures were deployed now. */
  stateSource: 'cache' | 'deployed'
  /** Ends anvil and resolves once it has exited. */
  stop(): Promise<void>
}

export { DevnetStartError }

function running<C extends StartableDevnetChainId>(
  chainId: C,
  anvil: AnvilProcess,
  stateSource: RunningDevnet['stateSource'],
): RunningDevnet<C> {
  return {
    chainId,
    port: anvil.port,
    rpcUrl: `http://127.0.0.1:${anvil.port}`,
    pid: anvil.pid,
    stateSource,
    stop: anvil.stop,
  }
}

/**
 * Starts one devnet chain on 127.0.0.1 with every fixture of the manifest. The first start on a machine deploys
 * the fixtures and caches the chain state; later starts load that state, which is much faster.
 *
 * @example
 * const devnet = await startDevnet({ chainId: 31337, port: 0 })
 * const client = createPublicClient({ transport: http(devnet.rpcUrl) })
 * await devnet.stop()
 */
export async function startDevnet<C extends StartableDevnetChainId = DevnetChainId>(
  parameters: StartDevnetParameters<C>,
): Promise<RunningDevnet<C>> {
  const { chainId, onLog } = parameters
  const chain = [...devnetChains, devnetThreeChain].find((c) => c.id === chainId)
  if (!chain) {
    throw new DevnetStartError(`${chainId} is not a devnet chain id (expected 31337, 31338 or 31339)`)
  }
  const port = parameters.port ?? chain.defaultPort
  const cacheDir = parameters.stateCacheDir ?? defaultCacheDir
  const statePath = await fixtureStatePath(cacheDir, chainId)

  if (existsSync(statePath)) {
    try {
      return running(chainId, await spawnAnvil({ chainId, port, loadStatePath: statePath, onLog }), 'cache')
    } catch (error) {
      // A state file anvil cannot read (e.g. left by an older anvil) is rebuilt; any other failure stands.
      if (!(error instanceof DevnetStartError) || !error.message.includes('--load-state')) throw error
      onLog?.(`discarding unreadable state cache ${statePath}`)
      await rm(statePath, { force: true })
    }
  }

  // Chain 31339 starts in the past so that its hour of trades ends before the clock of any later warm start.
  const genesisTimestamp =
    chainId === devnetThreeChain.id
      ? Math.floor(Date.now() / 1000) - DEVNET_THREE_GENESIS_AGE_SECONDS
      : undefined
  const anvil = await spawnAnvil({ chainId, port, genesisTimestamp, onLog })
  const devnet = running(chainId, anvil, 'deployed')
  try {
    if (chainId === devnetThreeChain.id) await deployDevnetThree({ rpcUrl: devnet.rpcUrl, cacheDir })
    else await deployFixtures({ chainId: chainId as DevnetChainId, rpcUrl: devnet.rpcUrl, cacheDir })
    await saveFixtureState(devnet.rpcUrl, chainId, statePath)
  } catch (error) {
    await anvil.stop()
    throw error
  }
  return devnet
}
