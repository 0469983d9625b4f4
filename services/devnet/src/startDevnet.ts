import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { DevnetStartError, spawnAnvil, type AnvilProcess } from './anvil/spawnAnvil.ts'
import { defaultCacheDir } from './cache/defaultCacheDir.ts'
import { fixtureStatePath, saveFixtureState } from './cache/fixtureStateCache.ts'
import { deployFixtures } from './deploy/deployFixtures.ts'
import { devnetChain, devnetRpcUrl, type DevnetChainId } from './fixtures/devnetChains.ts'

/** Parameters of {@link startDevnet}. */
export interface StartDevnetParameters {
  /** 31337 (Portico Devnet) or 31338 (Portico Devnet Two). */
  chainId: DevnetChainId
  /** Port on 127.0.0.1; 0 picks a free one; default the chain's default port (8545 or 8546). */
  port?: number
  /** Where compiled contracts and deployed states are cached; default services/devnet/.cache. */
  stateCacheDir?: string
  /** Receives every line anvil prints. */
  onLog?: (line: string) => void
}

/** A devnet chain that is running with all fixtures deployed. */
export interface RunningDevnet {
  chainId: DevnetChainId
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

function running(
  chainId: DevnetChainId,
  anvil: AnvilProcess,
  stateSource: RunningDevnet['stateSource'],
): RunningDevnet {
  return {
    chainId,
    port: anvil.port,
    rpcUrl: devnetRpcUrl(chainId, anvil.port),
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
export async function startDevnet(parameters: StartDevnetParameters): Promise<RunningDevnet> {
  const { chainId, port = devnetChain(parameters.chainId).defaultPort, onLog } = parameters
  const cacheDir = parameters.stateCacheDir ?? defaultCacheDir
  devnetChain(chainId) // throws for a chain id the devnet does not run, even when a port is given
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

  const anvil = await spawnAnvil({ chainId, port, onLog })
  const devnet = running(chainId, anvil, 'deployed')
  try {
    await deployFixtures({ chainId, rpcUrl: devnet.rpcUrl, cacheDir })
    await saveFixtureState(devnet.rpcUrl, chainId, statePath)
  } catch (error) {
    await anvil.stop()
    throw error
  }
  return devnet
}
