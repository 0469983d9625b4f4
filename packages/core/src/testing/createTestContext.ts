// A core context for unit tests: real stores, a fetch that fails unless the test passes its own.
import { createCoreContext } from '../client/createCoreContext.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { validateOptions } from '../options/validateOptions.ts'
import type { AppKitOptions } from '../options/types.ts'
import { devnet, devnetTwo, testnet } from './networks.ts'

export function createTestContext(
  options: Partial<AppKitOptions> = {},
  fetch: typeof globalThis.fetch = () => Promise.reject(new Error('no fetch in this test')),
): CoreContext {
  return createCoreContext(
    validateOptions({ projectId: 'test', networks: [devnet, devnetTwo, testnet], ...options }),
    {
      fetch,
    },
  )
}
