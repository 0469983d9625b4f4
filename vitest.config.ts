import { defineConfig } from 'vitest/config'
import { testResolveFromSource } from './scripts/packages/resolveFromSource.ts'

// One vitest run for the whole tree. Unit tests need nothing running; integration tests start real
// processes (anvil, servers) and get longer time limits.
export default defineConfig({
  ...testResolveFromSource,
  test: {
    // vitest's default on 2 cores is one worker; most files wait on real processes (anvil, servers, databases),
    // so three keep both cores busy (9.4 → 6.0 min for the whole run on the 2-core CI machine).
    maxWorkers: 3,
    // `npm test` turns coverage on (scripts/test.mjs) and requires ≥ 90 % of lines in common and core.
    coverage: {
      provider: 'v8',
      include: ['packages/common/src/**/*.ts', 'packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/testing/**'],
      reporter: ['text-summary', 'json-summary', 'json'],
      // A failing test is counted once, by vitest; the coverage figures still print.
      reportOnFailure: true,
    },
    projects: [
      {
        ...testResolveFromSource,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'packages/adapters/**', 'packages/walletconnect/**'],
          environment: 'node',
        },
      },
      {
        ...testResolveFromSource,
        test: {
          name: 'integration',
          include: [
            'services/*/src/**/*.test.ts',
            'services/*/frame/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'packages/adapters/*/src/**/*.test.ts',
            'packages/walletconnect/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/consumers/*.test.ts',
            'tests/e2e/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
