// Setup file of vitest's `integration-shared` project (vitest.config.ts), whose test files share their worker's
// modules (`isolate: false`): whatever one file faked or stubbed is undone once it ends, before the worker's
// next file starts. Registered before the file's own hooks, so it runs after them.
import { afterAll, vi } from 'vitest'

afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
