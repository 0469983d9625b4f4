import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { hexToBytes, type Hex } from 'viem'
import { anvilBinary } from '../anvil/anvilBinary.ts'
import { compilerInputHash } from '../deploy/compileContracts.ts'
import { DEVNET_DEPLOY_VERSION } from '../deploy/deployFixtures.ts'
import { readNpmArtifacts } from '../deploy/fixtureSources.ts'
import { devnetEns, devnetEnsNames, devnetEnsSpoofedReverse } from '../ens/devnetEns.ts'
import { readEnsArtifacts } from '../ens/readEnsArtifacts.ts'
import { devnetAccounts } from '../fixtures/devnetAccounts.ts'
import { devnetContracts, devnetDeployNonces } from '../fixtures/devnetContracts.ts'
import { devnetNfts } from '../fixtures/devnetNfts.ts'
import { devnetPools } from '../fixtures/devnetPools.ts'
import { devnetTokenAllocations, devnetTokens } from '../fixtures/devnetTokens.ts'
import { devnetThreeStateKey } from './devnetThreeStateKey.ts'
import { removeStaleSiblings } from './removeStaleSiblings.ts'
import { writeFileAtomically } from './writeFileAtomically.ts'

let stateKey: Promise<string> | undefined

/**
 * A hash of everything that decides the deployed chain state: the deploy code's version, anvil's version, our
 * Solidity sources and compiler, the npm artifacts and the fixture plan in the manifest.
 *
 * @example
 * await fixtureStateKey() // '9c0e4d…'
 */
export function fixtureStateKey(): Promise<string> {
  stateKey ??= (async () => {
    const plan = {
      accounts: devnetAccounts.map((a) => a.address),
      nonces: devnetDeployNonces,
      contracts: devnetContracts,
      tokens: devnetTokens,
      allocations: devnetTokenAllocations,
      pools: devnetPools,
      nfts: devnetNfts,
      ens: { devnetEns, devnetEnsNames, devnetEnsSpoofedReverse },
    }
    const hash = createHash('sha256')
      .update(
        `deploy ${DEVNET_DEPLOY_VERSION}; anvil ${anvilBinary().version}; solc ${await compilerInputHash()}`,
      )
      .update(
        JSON.stringify(plan, (_key, value: unknown) =>
          typeof value === 'bigint' ? value.toString() : value,
        ),
      )
    for (const text of (await readNpmArtifacts()).rawText) hash.update(text)
    for (const text of (await readEnsArtifacts()).rawText) hash.update(text)
    return hash.digest('hex').slice(0, 16)
  })()
  return stateKey
}

/**
 * Where the deployed state of a chain is cached: `<cacheDir>/<chainId>-<hash>.json`; chain 31339, deployed
 * differently, has a key of its own.
 *
 * @example
 * await fixtureStatePath('services/devnet/.cache', 31337) // 'services/devnet/.cache/31337-9c0e4d….json'
 */
export async function fixtureStatePath(cacheDir: string, chainId: number): Promise<string> {
  const key = chainId === 31339 ? await devnetThreeStateKey() : await fixtureStateKey()
  return join(cacheDir, `${chainId}-${key}.json`)
}

/**
 * Dumps a running anvil's state with its historical states (anvil_dumpState answers gzipped JSON) and writes
 * it as the JSON file that `anvil --load-state` reads, then drops this chain's states cached under older keys.
 *
 * @example
 * await saveFixtureState('http://127.0.0.1:8545', 31337, await fixtureStatePath(cacheDir, 31337))
 */
export async function saveFixtureState(rpcUrl: string, chainId: number, path: string): Promise<void> {
  // Historical states keep calls at deployment blocks working after a warm start, as they do after a cold one.
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_dumpState', params: [true] }),
  })
  const { result, error } = (await response.json()) as { result?: Hex; error?: { message: string } }
  if (!result)
    throw new Error(`anvil_dumpState failed on chain ${chainId}: ${error?.message ?? response.status}`)
  await writeFileAtomically(path, gunzipSync(hexToBytes(result)).toString('utf8'))
  await removeStaleSiblings(path, new RegExp(`^${chainId}-[0-9a-f]{16}\\.json$`))
}
