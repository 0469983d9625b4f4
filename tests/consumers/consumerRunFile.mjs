// Where the consumer run keeps what outlives one step (its npm cache, and run.json describing the last
// prepared run); plain JavaScript so .size-limit.mjs can read it too.
import { fileURLToPath } from 'node:url'

/** node_modules/.cache/portico-consumers in the repository. */
export const consumersCacheDir = fileURLToPath(
  new URL('../../node_modules/.cache/portico-consumers', import.meta.url),
)
/** The description of the last prepared run (prepareConsumers.ts writes it). */
export const consumerRunFile = `${consumersCacheDir}/run.json`
