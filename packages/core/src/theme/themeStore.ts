import { createStore, type StoreApi } from 'zustand/vanilla'

/** Colour scheme of the modal and the button. */
export type ThemeMode = 'dark' | 'light'

/**
 * AppKit's theme variables (§3 Theme: themeVariables), applied by `@portico/react` as CSS custom properties.
 *
 * @example
 * const variables: ThemeVariables = { '--w3m-accent': '#5b6cff', '--w3m-border-radius-master': '2px' }
 */
export interface ThemeVariables {
  /** Font family of the modal. */
  '--w3m-font-family'?: string
  /** Accent colour (buttons, links). */
  '--w3m-accent'?: string
  /** Colour mixed into the backgrounds. */
  '--w3m-color-mix'?: string
  /** Strength of that mix, 0 to 100. */
  '--w3m-color-mix-strength'?: number
  /** Base font size, e.g. '10px'. */
  '--w3m-font-size-master'?: string
  /** Base border radius, e.g. '4px'. */
  '--w3m-border-radius-master'?: string
  /** z-index of the modal. */
  '--w3m-z-index'?: number
  /** Colour of the QR code's modules. */
  '--w3m-qr-color'?: string
}

/** §3 Theme state. */
export interface ThemeState {
  /** Current mode; `dark` by default (§9). */
  themeMode: ThemeMode
  /** Variables the app set; unset ones keep the design tokens' values. */
  themeVariables: ThemeVariables
}

/** Store of {@link ThemeState}. */
export type ThemeStore = StoreApi<ThemeState>

/** Creates the theme store. */
export function createThemeStore(themeMode: ThemeMode, themeVariables: ThemeVariables = {}): ThemeStore {
  return createStore<ThemeState>()(() => ({ themeMode, themeVariables }))
}
