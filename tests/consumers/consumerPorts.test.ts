import { describe, expect, it } from 'vitest'
import { consumerAppNames, consumerPorts } from './consumerPorts.ts'

describe('consumerPorts', () => {
  it('shifts the stack and gives every app its own port, none shared with the stack', () => {
    const ports = consumerPorts(20_000)
    expect(ports.stack.devnet).toBe(28_545)
    expect(ports.apps['vite-react19']).toBe(25_201)
    const all = [...Object.values(ports.stack), ...Object.values(ports.apps)]
    expect(new Set(all).size).toBe(all.length)
    expect(Object.keys(ports.apps)).toEqual([...consumerAppNames])
  })

  it('refuses an offset the stack refuses', () => {
    expect(() => consumerPorts(-1)).toThrow(/PORTICO_PORT_OFFSET/)
  })
})
