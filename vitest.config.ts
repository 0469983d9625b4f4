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
          // bench/: the pure parts of the benchmarks (medians, tables, targets); the benches themselves are not run.
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'packages/adapters/**', 'packages/walletconnect/**'],
          environment: 'node',
          // A bound for a state that never comes, not a wait: the DOM tests' waitFor gives up after 10 s (a
          // loaded 2-core machine took over 2 s to transform a lazily loaded chunk the first time).
          testTimeout: 30_000,
        },
      },
      {
        // The services', apps' and scripts' files share their worker's modules (`isolate: false`): each file no
        // longer imports viem, fastify, pg and PGlite anew, which was most of its CPU on 2 cores (ADR 0003).
        // What a file fakes or stubs is undone after it (restoreBetweenFiles.ts); each file still starts its own
        // processes and databases.
        ...testResolveFromSource,
        test: {
          name: 'integration-shared',
          include: [
            'services/*/src/**/*.test.ts',
            'services/*/frame/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          environment: 'node',
          isolate: false,
          setupFiles: ['./scripts/vitest/restoreBetweenFiles.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Each file in its own module graph, as vitest does by default.
        ...testResolveFromSource,
        test: {
          name: 'integration',
          include: [
            'packages/adapters/*/src/**/*.test.ts',
            'packages/walletconnect/src/**/*.test.ts',
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
