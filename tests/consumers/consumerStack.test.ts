import { describe, expect, it } from 'vitest'
import { consumerPorts } from './consumerPorts.ts'
import { CONSUMERS_PROJECT_ID, consumerOrigins, consumerStackServices } from './consumerStack.ts'

describe('consumerStackServices', () => {
  const ports = consumerPorts(20_000)
  const services = consumerStackServices(ports)

  it('runs the chain, the api, the relay and the secure site, not the demo or the web wallet', () => {
    const names = services.map((service) => service.name)
    expect(names).toEqual(expect.arrayContaining(['devnet', 'api', 'relay', 'secure-site']))
    expect(names).not.toContain('demo')
    expect(names).not.toContain('wallet')
  })

  it("ensures the consumers' project with every app origin instead of the demo's", () => {
    const api = services.find((service) => service.name === 'api')
    const project = JSON.parse(api?.env.PORTICO_API_ENSURE_PROJECT ?? '{}')
    expect(project.id).toBe(CONSUMERS_PROJECT_ID)
    expect(project.origins).toEqual(consumerOrigins(ports))
    expect(consumerOrigins(ports)).toContain('http://localhost:25201')
  })
})
