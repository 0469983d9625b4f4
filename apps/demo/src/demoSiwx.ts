import { createDefaultSiwx, type AppKitOptions, type CaipNetwork } from '@portico/react'

/**
 * The sign-in modes the demo runs in (`?siwx=` in its URL); without it, no sign-in is asked. `siwe` is optional
 * sign-in given as AppKit's `siweConfig` (an object with `mapToSIWX()`, as AppKit's SIWE client is), which the
 * modal asks for in AppKit's SIWE view, ConnectingSiwe.
 */
export const demoSiwxModes = ['optional', 'required', 'siwe'] as const
export type DemoSiwxMode = (typeof demoSiwxModes)[number]

/** What `?siwx=` asked for: a sign-in mode, none, or a value the demo does not know. */
export type DemoSiwxChoice =
  { kind: 'siwx'; mode: DemoSiwxMode } | { kind: 'none' } | { kind: 'unknown'; value: string }

/**
 * Reads the demo's `?siwx=optional|required|siwe` from a query string.
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

/**
 * The demo's sign-in option for createAppKit: `siwx`, or for `?siwx=siwe` AppKit's `siweConfig` shape (an object
 * whose `mapToSIWX()` gives the SIWX option, as `createSIWEConfig` from AppKit's SIWE package returns); none
 * without `?siwx=`.
 *
 * @example
 * createAppKit({ networks, ...demoSignInOption(parseDemoSiwx('?siwx=siwe'), networks), … }) // { siweConfig: { mapToSIWX } }
 */
export function demoSignInOption(
  choice: DemoSiwxChoice,
  networks: readonly CaipNetwork[],
): Pick<AppKitOptions, 'siwx' | 'siweConfig'> {
  const siwx = createDemoSiwx(choice, networks)
  if (!siwx) return {}
  return choice.kind === 'siwx' && choice.mode === 'siwe'
    ? { siweConfig: { mapToSIWX: () => siwx } }
    : { siwx }
}
