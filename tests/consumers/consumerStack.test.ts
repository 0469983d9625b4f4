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
    const args = services.find((service) => service.name === 'api')?.prepare?.args ?? []
    expect(args.slice(args.indexOf('ensure'), args.indexOf('ensure') + 3)).toEqual([
      'ensure',
      '--id',
      CONSUMERS_PROJECT_ID,
    ])
    expect(args).not.toContain('portico-demo')
    for (const origin of consumerOrigins(ports)) expect(args).toContain(origin)
    expect(consumerOrigins(ports)).toContain('http://localhost:25201')
  })
})
