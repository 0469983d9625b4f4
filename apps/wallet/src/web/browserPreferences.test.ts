import { describe, expect, it } from 'vitest'
import { loadPreferences, savePreferences } from './browserPreferences.ts'

describe('browser preferences', () => {
  it('round-trips and survives broken or missing storage', () => {
    const items = new Map<string, string>()
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    }
    expect(loadPreferences(storage)).toEqual({})
    savePreferences(storage, { accountIndex: 3, chainId: 31338, autoApproveSwitch: false })
    expect(loadPreferences(storage)).toEqual({ accountIndex: 3, chainId: 31338, autoApproveSwitch: false })
    items.set([...items.keys()][0]!, '{broken')
    expect(loadPreferences(storage)).toEqual({})
    expect(loadPreferences(undefined)).toEqual({})
    expect(() =>
      savePreferences(
        {
          setItem: () => {
            throw new Error('quota')
          },
        },
        { accountIndex: 0, chainId: 31337, autoApproveSwitch: true },
      ),
    ).not.toThrow()
  })
})
