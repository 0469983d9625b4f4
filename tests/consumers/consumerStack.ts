import { stackServices, type StackService } from '../../scripts/stack/stackServices.ts'
import type { ConsumerPorts } from './consumerPorts.ts'

/** The project the consumer apps pass as `projectId`; its allowed origins are the apps' own. */
export const CONSUMERS_PROJECT_ID = 'portico-consumers'

/** The origins a browser sees for each app (localhost and 127.0.0.1 on its port). */
export function consumerOrigins(ports: ConsumerPorts): string[] {
  return Object.values(ports.apps).flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
}

/**
 * The stack the consumer apps run against, started the way the e2e suite starts its own (same services,
 * same code): devnet, api, relay, mail catcher, dev OIDC provider and secure site. The demo and the web
 * wallet are left out, and the api's project is the consumers' one, allowing the apps' origins.
 *
 * @example
 * await runStack({ services: consumerStackServices(consumerPorts()), logDir })
 */
export function consumerStackServices(ports: ConsumerPorts): StackService[] {
  const project = { id: CONSUMERS_PROJECT_ID, name: 'Portico consumer apps', origins: consumerOrigins(ports) }
  return stackServices(ports.stack)
    .filter((service) => service.name !== 'demo' && service.name !== 'wallet')
    .map((service) => {
      if (service.name !== 'api') return service
      if (!service.env.PORTICO_API_ENSURE_PROJECT)
        throw new Error('the api no longer ensures its project from PORTICO_API_ENSURE_PROJECT')
      return { ...service, env: { ...service.env, PORTICO_API_ENSURE_PROJECT: JSON.stringify(project) } }
    })
}
