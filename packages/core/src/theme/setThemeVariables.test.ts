import { InvalidOptionsError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { setThemeVariables } from './setThemeVariables.ts'

describe('theme variables (§3 Theme)', () => {
  it('starts from the option and merges, undefined returning a variable to its default', () => {
    const context = createTestContext({ themeVariables: { '--w3m-accent': '#111111' } })
    setThemeVariables(context, { '--w3m-z-index': 900, '--w3m-font-family': 'Inter' })
    setThemeVariables(context, { '--w3m-font-family': undefined })
    expect(context.stores.theme.getState().themeVariables).toEqual({
      '--w3m-accent': '#111111',
      '--w3m-z-index': 900,
    })
  })

  it('rejects unknown names and wrong types with a clear error', () => {
    const context = createTestContext()
    expect(() => setThemeVariables(context, { '--w3m-colour': 'red' } as never)).toThrow(InvalidOptionsError)
    expect(() => setThemeVariables(context, { '--w3m-z-index': '9' } as never)).toThrow(
      'themeVariables.--w3m-z-index',
    )
  })
})
