// `@portico/react/networks` is AppKit's `@reown/appkit/networks` path: the same objects as @portico/networks, so
// an app that imports from either passes networks the stores recognise.
import * as fromNetworksPackage from '@portico/networks'
import { describe, expect, it } from 'vitest'
import * as fromReact from './networks.ts'

describe('@portico/react/networks', () => {
  it('re-exports every export of @portico/networks, the same values', () => {
    expect(Object.keys(fromReact).sort()).toEqual(Object.keys(fromNetworksPackage).sort())
    for (const [name, value] of Object.entries(fromNetworksPackage))
      expect((fromReact as Record<string, unknown>)[name]).toBe(value)
  })
})
