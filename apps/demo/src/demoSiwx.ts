import { createDefaultSiwx, type AppKitOptions, type CaipNetwork } from '@portico/react'

/** The sign-in modes the demo runs in (`?siwx=` in its URL); without it, no sign-in is asked. */
export const demoSiwxModes = ['optional', 'required'] as const
export type DemoSiwxMode = (typeof demoSiwxModes)[number]

/** What `?siwx=` asked for: a sign-in mode, none, or a value the demo does not know. */
export type DemoSiwxChoice =
  { kind: 'siwx'; mode: DemoSiwxMode } | { kind: 'none' } | { kind: 'unknown'; value: string }

/**
 * Reads the demo's `?siwx=optional|required` from a query string.
 *
 * @example
 * parseDemoSiwx('?siwx=required') // { kind: 'siwx', mode: 'required' }
 * parseDemoSiwx('?adapter=wagmi') // { kind: 'none' }
 */
export function parseDemoSiwx(search: string): DemoSiwxChoice {
  const value = new URLSearchParams(search).get('siwx')
  if (value === null || value === '') return { kind: 'none' }
  const mode = demoSiwxModes.find((candidate) => candidate === value)
  return mode ? { kind: 'siwx', mode } : { kind: 'unknown', value }
}

/**
 * The demo's `siwx` option for createAppKit: createDefaultSiwx for this page, verifying signatures on the
 * demo's networks (so contract accounts sign in too); none when `?siwx=` asked for none.
 *
 * @example
 * createAppKit({ networks, siwx: createDemoSiwx(parseDemoSiwx(location.search), networks), … })
 */
export function createDemoSiwx(
  choice: DemoSiwxChoice,
  networks: readonly CaipNetwork[],
): AppKitOptions['siwx'] | undefined {
  if (choice.kind !== 'siwx') return undefined
  return createDefaultSiwx({
    domain: location.host,
    uri: location.origin,
    statement: 'Sign in to the Portico Demo. This costs nothing and sends no transaction.',
    required: choice.mode === 'required',
    networks,
  })
}
