// Setup file of vitest's `integration-shared` project (vitest.config.ts), whose test files share their worker's
// modules (`isolate: false`): whatever one file faked, stubbed or left on globalThis is undone once it ends,
// before the worker's next file starts. Registered before the file's own hooks, so it runs after them.
import { afterAll, vi } from 'vitest'

/**
 * WalletConnect's Core keeps itself on globalThis per storage prefix and hands the same instance to the next
 * `SignClient.init` with that prefix: a later file would get a core still tied to an earlier file's relay.
 */
const WALLETCONNECT_GLOBAL_CORE = '_walletConnectCore_'

afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  for (const key of Object.keys(globalThis)) {
    if (key.startsWith(WALLETCONNECT_GLOBAL_CORE)) delete (globalThis as Record<string, unknown>)[key]
  }
})
