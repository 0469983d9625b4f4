import { join } from 'node:path'
import { runStack } from '../../scripts/stack/runStack.ts'
import { repoRoot } from '../../scripts/stack/stackServices.ts'
import { selectedConsumerApps } from './consumerApps.ts'
import { consumerEnv } from './consumerEnv.ts'
import { consumerPorts } from './consumerPorts.ts'
import { readConsumerRun } from './consumerRun.ts'
import { consumerStackServices } from './consumerStack.ts'
import { serveStatic } from './serveStatic.ts'
import { startNextApp } from './startNextApp.ts'

/** The environment variable holding an app's URL in the test workers. */
export const appUrlVariable = (name: string) =>
  `PORTICO_CONSUMER_URL_${name.toUpperCase().replaceAll('-', '_')}`

/**
 * Playwright's global setup: starts the stack the consumer apps were built for and serves each app as it
 * would be in production (static files, or `next start`), then tells the workers where everything is.
 * Returns the teardown that stops it all.
 */
export default async function startConsumers(): Promise<() => Promise<void>> {
  const run = readConsumerRun()
  const ports = consumerPorts()
  if (run.portOffset !== ports.stack.devnet - 8545) {
    throw new Error(
      `the apps were built for port offset ${run.portOffset}, not ${ports.stack.devnet - 8545}: prepare them again`,
    )
  }
  const started = performance.now()
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()))
  }
  try {
    const stack = await runStack({
      services: consumerStackServices(ports),
      logDir: join(run.root, 'logs', 'stack'),
    })
    stops.push(stack.stop)
    for (const app of selectedConsumerApps()) {
      const dir = run.apps[app.name]?.dir
      if (!dir) throw new Error(`the last run did not make ${app.name}: prepare the apps again`)
      const port = ports.apps[app.name]
      if (app.serve.kind === 'static') {
        const server = await serveStatic(join(dir, app.serve.root), port)
        stops.push(server.close)
        process.env[appUrlVariable(app.name)] = server.url
      } else {
        const logFile = join(run.root, 'logs', `start-${app.name}.log`)
        const env = consumerEnv(process.env, repoRoot, { NEXT_TELEMETRY_DISABLED: '1' })
        const next = await startNextApp(dir, port, env, logFile)
        stops.push(next.stop)
        process.env[appUrlVariable(app.name)] = next.url
        process.env.PORTICO_CONSUMER_NEXT_LOG = logFile
      }
    }
  } catch (error) {
    await stopAll()
    throw error
  }
  console.log(`[consumers] stack and apps up in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  process.env.PORTICO_CONSUMER_RPC_31337 = `http://127.0.0.1:${ports.stack.devnet}`
  process.env.PORTICO_CONSUMER_RPC_31338 = `http://127.0.0.1:${ports.stack.devnetTwo}`
  return stopAll
}
