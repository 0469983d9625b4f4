import { useState, type ReactNode } from 'react'
import { createAppKit, type CreateAppKitOptions } from './createAppKit.ts'

/** Props of {@link AppKitProvider}: the options of `createAppKit`, and the app. */
export type AppKitProviderProps = CreateAppKitOptions & {
  children?: ReactNode
}

/**
 * Creates the Portico instance once, on first render, from its props (the options of `createAppKit`) and
 * renders the app inside. An alternative to calling `createAppKit` at module level, e.g. when the options come
 * from React state; later prop changes are ignored, as the instance is created once. Server-safe like
 * `createAppKit`.
 *
 * @example
 * import { AppKitProvider } from '@portico/react'
 *
 * root.render(
 *   <AppKitProvider projectId="demo" networks={[porticoDevnet]}>
 *     <App />
 *   </AppKitProvider>,
 * )
 */
export function AppKitProvider({ children, ...options }: AppKitProviderProps) {
  // useState's initializer runs once per mounted provider, during render, so children's hooks find the instance.
  useState(() => createAppKit(options))
  return <>{children}</>
}
