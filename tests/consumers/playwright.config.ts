import { defineConfig } from '@playwright/test'

// The consumer apps (issue 15 item 5), built outside the repository by prepareConsumers.ts, driven in Debian's
// Chromium against their own stack (globalSetup), on ports shifted by PORTICO_CONSUMERS_PORT_OFFSET.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  globalSetup: './startConsumers.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
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
