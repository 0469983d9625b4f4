import { InvalidOptionsError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import type { ThemeVariables } from './themeStore.ts'

const NUMERIC: readonly (keyof ThemeVariables)[] = ['--w3m-color-mix-strength', '--w3m-z-index']
const KNOWN = new Set<string>([
  '--w3m-font-family',
  '--w3m-accent',
  '--w3m-color-mix',
  '--w3m-color-mix-strength',
  '--w3m-font-size-master',
  '--w3m-border-radius-master',
  '--w3m-z-index',
  '--w3m-qr-color',
])

/**
 * Merges `variables` into the theme (AppKit's `setThemeVariables`); a variable set to `undefined` returns to
 * the default.
 *
 * @throws {InvalidOptionsError} for an unknown variable name or a non-numeric strength or z-index.
 *
 * @example
 * setThemeVariables(context, { '--w3m-accent': '#5b6cff', '--w3m-z-index': 1000 })
 */
export function setThemeVariables(context: CoreContext, variables: ThemeVariables): void {
  for (const [name, value] of Object.entries(variables)) {
    if (!KNOWN.has(name))
      throw new InvalidOptionsError({ option: `themeVariables.${name}`, problem: 'unknown variable' })
    if (value === undefined) continue
    const numeric = NUMERIC.includes(name as keyof ThemeVariables)
    if (numeric ? typeof value !== 'number' || !Number.isFinite(value) : typeof value !== 'string') {
      throw new InvalidOptionsError({
        option: `themeVariables.${name}`,
        problem: numeric ? 'expected a number' : 'expected a string',
      })
    }
  }
  const merged: Record<string, unknown> = { ...context.stores.theme.getState().themeVariables, ...variables }
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name]
  context.stores.theme.setState({ themeVariables: merged as ThemeVariables })
}
