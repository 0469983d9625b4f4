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
        // The packages' unit tests but React's share their worker's modules as integration-shared does: a fresh
        // module graph per file was four fifths of their time (import 209 s of 148 s wall on 2 cores; 32 s
        // without, ADR 0031). What a file stubs is undone after it (restoreBetweenFiles.ts).
        ...testResolveFromSource,
        test: {
          name: 'unit',
          // bench/: the pure parts of the benchmarks (medians, tables, targets); the benches themselves are not run.
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
          exclude: [
            '**/node_modules/**',
            'packages/adapters/**',
            'packages/walletconnect/**',
            'packages/react/**',
          ],
          environment: 'node',
          isolate: false,
          setupFiles: ['./scripts/vitest/restoreBetweenFiles.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // @portico/react's tests each get their own modules: createAppKit's instance, the stores and the custom
        // elements it defines are the module's, and a file expects to start without them.
        ...testResolveFromSource,
        test: {
          name: 'unit-react',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
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
            'packages/adapters/*/src/**/*.test.ts',
            'tests/consumers/*.test.ts',
            'tests/e2e/*.test.ts',
            'services/*/src/**/*.test.ts',
            'services/*/frame/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'packages/adapters/universal/**', 'packages/adapters/wagmi/**'],
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
          // WalletConnect's clients keep state of their own between files (a core per storage prefix, a relay
          // socket): in a shared worker the next file's session saw the last one's. The wagmi adapter's files
          // each load their own wagmi major under the same module names.
          include: [
            'packages/walletconnect/src/**/*.test.ts',
            'packages/adapters/universal/src/**/*.test.ts',
            'packages/adapters/wagmi/src/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
