import { createHash } from 'node:crypto'
import { anvilBinary } from '../anvil/anvilBinary.ts'
import { compilerInputHash } from '../deploy/compileContracts.ts'
import { DEVNET_THREE_DEPLOY_VERSION } from '../deploy/devnetThree/deployDevnetThree.ts'
import { readNpmArtifacts, readUniswapV3Artifacts } from '../deploy/fixtureSources.ts'
import { devnetAccounts } from '../fixtures/devnetAccounts.ts'
import * as collectibles from '../fixtures/devnetThree/devnetThreeCollectibles.ts'
import * as contracts from '../fixtures/devnetThree/devnetThreeContracts.ts'
import * as pools from '../fixtures/devnetThree/devnetThreePools.ts'
import * as feeds from '../fixtures/devnetThree/devnetThreePriceFeeds.ts'
import * as tokens from '../fixtures/devnetThree/devnetThreeTokens.ts'

let stateKey: Promise<string> | undefined

/**
 * A hash of everything that decides chain 31339's deployed state: its deploy version, anvil's version, our
 * Solidity sources and compiler, the npm artifacts (WETH9 and Uniswap V3) and its manifest.
 *
 * @example
 * await devnetThreeStateKey() // '4b1f…'
 */
export function devnetThreeStateKey(): Promise<string> {
  stateKey ??= (async () => {
    const plan = {
      accounts: devnetAccounts.map((a) => a.address),
      ...collectibles,
      ...contracts,
      ...pools,
      ...feeds,
      ...tokens,
    }
    const hash = createHash('sha256')
      .update(
        `deploy three ${DEVNET_THREE_DEPLOY_VERSION}; anvil ${anvilBinary().version}; ` +
          `solc ${await compilerInputHash()}`,
      )
      .update(
        JSON.stringify(plan, (_key, value: unknown) =>
          typeof value === 'bigint' ? value.toString() : typeof value === 'function' ? String(value) : value,
        ),
      )
    const [npm, v3] = await Promise.all([readNpmArtifacts(), readUniswapV3Artifacts()])
    for (const text of [...npm.rawText, ...v3.rawText]) hash.update(text)
    return hash.digest('hex').slice(0, 16)
  })()
  return stateKey
}
