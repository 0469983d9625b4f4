import { join } from 'node:path'
import { describeStartTimings, runStack } from './runStack.ts'
import { stackPorts } from './stackPorts.ts'
import { repoRoot, stackServices } from './stackServices.ts'

// `npm start`'s second half: the stack runs until Ctrl-C (or SIGTERM), then every process is stopped.
const startedAt = Number(process.env.PORTICO_START_EPOCH_MS ?? Date.now())
const logDir = join(repoRoot, '.portico', 'logs')
const services = stackServices(stackPorts())

console.log(`Starting ${services.map((s) => s.name).join(', ')} (logs in ${logDir}) …`)
// Ctrl-C before ready stops what has started (services still starting do not yet watch for their parent's exit).
const starting = new AbortController()
const abortStart = () => starting.abort()
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, abortStart)
let stack: Awaited<ReturnType<typeof runStack>>
try {
  stack = await runStack({ services, logDir, signal: starting.signal })
} catch (error) {
  if (starting.signal.aborted) {
    console.log('\nstopped before the stack was ready')
    process.exit(0)
  }
  console.error(`\nThe stack did not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(signal, abortStart)

const width = Math.max(...services.map((s) => s.name.length))
console.log('\n  service  URL')
for (const service of services) console.log(`  ${service.name.padEnd(Math.max(width, 7))}  ${service.url}`)
const urlOf = (name: string) => services.find((service) => service.name === name)?.url
console.log(
  `\nready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s — open the demo at ${urlOf('demo')} (web wallet: ${urlOf('wallet')})`,
)
// Which service the wait was for: each one's time to its first answer.
console.log(`(answered after: ${describeStartTimings(stack.timings)})`)
console.log('Press Ctrl-C to stop.')

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping the stack …`)
  await stack.stop()
  console.log('stopped')
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal))
