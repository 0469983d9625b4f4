import { resolve } from 'node:path'
import { defineConfig } from '@playwright/test'

// Playwright drives Debian's Chromium (no browser download works here) against a stack that globalSetup
// starts on ports shifted by PORTICO_E2E_PORT_OFFSET, so a developer's `npm start` can keep running.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // PORTICO_E2E_OUTPUT_DIR (absolute, or from the repository root) lets two runs on one machine, on different
  // PORTICO_E2E_PORT_OFFSETs, keep their results and stack logs apart.
  outputDir: resolve(
    import.meta.dirname,
    '../..',
    process.env.PORTICO_E2E_OUTPUT_DIR ?? 'tests/e2e/test-results',
  ),
  globalSetup: './startE2eStack.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The flows run one at a time (they share the stack's chains and wallets); then the gallery's views, which
  // read fixtures only, run two at a time (they were two thirds of the run). Run beside the flows, their load
  // made the flows' popups and first page loads miss their waits.
  workers: 2,
  projects: [
    { name: 'flows', testIgnore: '**/gallery.spec.ts', fullyParallel: false, workers: 1 },
    { name: 'gallery', testMatch: '**/gallery.spec.ts', fullyParallel: true, dependencies: ['flows'] },
  ],
  retries: 0,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Without these Chromium keeps dialling Google's hosts, which this closed network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
