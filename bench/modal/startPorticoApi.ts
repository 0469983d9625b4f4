import { runStack, type RunningStack } from '../../scripts/stack/runStack.ts'
import type { ConsumerPorts } from '../../tests/consumers/consumerPorts.ts'
import { consumerStackServices } from '../../tests/consumers/consumerStack.ts'

/** The stack services the Portico app talks to while the modal opens: the data API (wallet registry, analytics). */
const NEEDED = new Set(['api'])

/**
 * Starts, from the repository's stack code, what the Portico app needs on `ports` — the API, with the
 * consumer apps' project allowing the bench's origins — and returns how to stop it.
 *
 * @example
 * const stack = await startPorticoApi(consumerPorts(30_000), logDir)
 * await stack.stop()
 */
export function startPorticoApi(ports: ConsumerPorts, logDir: string): Promise<RunningStack> {
  const services = consumerStackServices(ports).filter((service) => NEEDED.has(service.name))
  return runStack({ services, logDir })
}
