import { defineConfig } from 'vitest/config'

// One vitest run for the whole tree. Unit tests need nothing running; integration tests start real
// processes (anvil, servers) and get longer time limits.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'packages/adapters/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'services/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'packages/adapters/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
