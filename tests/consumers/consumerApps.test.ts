import { describe, expect, it } from 'vitest'
import { consumerApps, selectedConsumerApps } from './consumerApps.ts'
import { consumerAppNames } from './consumerPorts.ts'

describe('consumerApps', () => {
  it('has one entry per app name, each existing chain library once', () => {
    expect(consumerApps.map((app) => app.name)).toEqual([...consumerAppNames])
    expect(consumerApps.flatMap((app) => (app.library ? [app.library] : []))).toEqual([
      'wagmi2',
      'wagmi3',
      'ethers6',
      'ethers5',
    ])
  })
})

describe('selectedConsumerApps', () => {
  it('is every app unless PORTICO_CONSUMERS_APPS lists some', () => {
    expect(selectedConsumerApps({})).toBe(consumerApps)
    expect(selectedConsumerApps({ PORTICO_CONSUMERS_APPS: '' })).toBe(consumerApps)
    const some = selectedConsumerApps({ PORTICO_CONSUMERS_APPS: 'vite-ethers6, vite-wagmi2' })
    expect(some.map((app) => app.name)).toEqual(['vite-wagmi2', 'vite-ethers6'])
  })

  it('refuses a name that is no app', () => {
    expect(() => selectedConsumerApps({ PORTICO_CONSUMERS_APPS: 'vite-wagmi4' })).toThrow(
      /no such app: vite-wagmi4/,
    )
  })
})
