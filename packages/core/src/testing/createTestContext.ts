// A core context for unit tests: real stores, in-memory storage, desktop, and a fetch that fails unless the
// test passes its own.
import { createCoreContext, type CoreContextDependencies } from '../client/createCoreContext.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { validateOptions } from '../options/validateOptions.ts'
import type { AppKitOptions } from '../options/types.ts'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { createSafeStorage } from '../storage/createSafeStorage.ts'
import { devnet, devnetTwo, testnet } from './networks.ts'

export function createTestContext(
  options: Partial<AppKitOptions> = {},
  fetch: typeof globalThis.fetch = () => Promise.reject(new Error('no fetch in this test')),
  dependencies: Partial<CoreContextDependencies> = {},
): CoreContext {
  return createCoreContext(
    validateOptions({ projectId: 'test', networks: [devnet, devnetTwo, testnet], ...options }),
    {
      fetch,
      storage: createSafeStorage({ storage: createMemoryStorage() }),
      isMobile: () => false,
      ...dependencies,
    },
  )
}
