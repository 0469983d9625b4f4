import { fileURLToPath } from 'node:url'

/** services/devnet/.cache: compiled contracts and chain states, ignored by git. */
export const defaultCacheDir: string = fileURLToPath(new URL('../../.cache/', import.meta.url))
