import { readFileSync } from 'node:fs'
import type { ConsumerAppName } from './consumerPorts.ts'
import { consumerRunFile } from './consumerRunFile.mjs'
import type { PackedPackage } from './packPackages.ts'

export { consumerRunFile, consumersCacheDir } from './consumerRunFile.mjs'

/** What prepareConsumers.ts made: the apps outside the repository, and the tarballs they installed. */
export interface ConsumerRun {
  /** The temporary folder outside the repository holding tarballs, apps and logs. */
  root: string
  /** The port offset the apps were built for (their stack URLs are baked into their builds). */
  portOffset: number
  /** The built Portico Dev Wallet content script. */
  devWalletScript: string
  packages: PackedPackage[]
  apps: Record<ConsumerAppName, { dir: string }>
}

/**
 * Reads the last prepared run.
 *
 * @throws when no run was prepared (`node --import tsx tests/consumers/prepareConsumers.ts` makes one).
 *
 * @example
 * readConsumerRun().apps['vite-react19'].dir // '/tmp/portico-consumers-Ab12/vite-react19'
 */
export function readConsumerRun(file = consumerRunFile): ConsumerRun {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ConsumerRun
  } catch (error) {
    throw new Error(
      `no consumer run in ${file}: run \`node --import tsx tests/consumers/prepareConsumers.ts\` first`,
      { cause: error },
    )
  }
}
