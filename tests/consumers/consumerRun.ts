import { existsSync, readFileSync } from 'node:fs'
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
  /** Every app made (all of them unless PORTICO_CONSUMERS_APPS chose some). */
  apps: Partial<Record<ConsumerAppName, { dir: string }>>
}

/**
 * Reads the last prepared run.
 *
 * @throws when no run was prepared (`node --import tsx tests/consumers/prepareConsumers.ts` makes one), or its
 *   folder is gone.
 *
 * @example
 * readConsumerRun().apps['vite-react19']?.dir // '/tmp/portico-consumers-Ab12/vite-react19'
 */
export function readConsumerRun(file = consumerRunFile): ConsumerRun {
  let run: ConsumerRun
  try {
    run = JSON.parse(readFileSync(file, 'utf8')) as ConsumerRun
  } catch (error) {
    throw new Error(
      `no consumer run in ${file}: run \`node --import tsx tests/consumers/prepareConsumers.ts\` first`,
      { cause: error },
    )
  }
  if (!existsSync(run.root)) {
    throw new Error(
      `the last consumer run's apps in ${run.root} were removed (npm test removes them unless PORTICO_CONSUMERS_KEEP=1): prepare them again`,
    )
  }
  return run
}
