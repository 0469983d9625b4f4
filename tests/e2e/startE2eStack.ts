import { resolve } from 'node:path'
import { describeStartTimings, runStack } from '../../scripts/stack/runStack.ts'
import { stackPorts } from '../../scripts/stack/stackPorts.ts'
import { repoRoot, stackServices } from '../../scripts/stack/stackServices.ts'
import { devServerReloads } from './devServerReloads.ts'

/** Starts devnet, api, relay, secure site (with its mail catcher and dev OIDC provider), demo and web wallet for the browser tests and returns the teardown that stops them. */
export default async function startE2eStack(): Promise<() => Promise<void>> {
  const ports = stackPorts(Number(process.env.PORTICO_E2E_PORT_OFFSET ?? 10_000))
  const logDir = resolve(
    repoRoot,
    process.env.PORTICO_E2E_OUTPUT_DIR ?? 'tests/e2e/test-results',
    'stack-logs',
  )
  const stack = await runStack({ services: stackServices(ports), logDir })
  console.log(`[e2e] stack ready (answered after: ${describeStartTimings(stack.timings)})`)
  process.env.PORTICO_E2E_DEMO_URL = `http://localhost:${ports.demo}`
  process.env.PORTICO_E2E_RPC_31337 = `http://127.0.0.1:${ports.devnet}`
  process.env.PORTICO_E2E_API_URL = `http://127.0.0.1:${ports.api}`
  process.env.PORTICO_E2E_RELAY_URL = `ws://127.0.0.1:${ports.relay}`
  process.env.PORTICO_E2E_WALLET_URL = `http://localhost:${ports.wallet}`
  process.env.PORTICO_E2E_SECURE_SITE_URL = `http://127.0.0.1:${ports.secureSite}`
  process.env.PORTICO_E2E_MAIL_INBOX_URL = `http://127.0.0.1:${ports.mailInbox}`
  process.env.PORTICO_E2E_OIDC_URL = `http://127.0.0.1:${ports.oidc}`
  return async () => {
    await stack.stop()
    const reloads = devServerReloads(logDir, ['demo', 'wallet'])
    if (reloads.length > 0) {
      throw new Error(
        `A dev server reloaded its pages during the run (a dependency its scan missed, found on first use), which breaks whichever test is running. Add the entry that imports it to optimizeDeps.entries (or the dependency to optimizeDeps.include) in the app's vite.config.ts. ${reloads.join('; ')}`,
      )
    }
  }
}
