import { createStore, type StoreApi } from 'zustand/vanilla'

/** Colour scheme of the modal and the button. */
export type ThemeMode = 'dark' | 'light'

/** §3 Theme state. */
export interface ThemeState {
  /** Current mode; `dark` by default (§9). */
  themeMode: ThemeMode
}

/** Store of {@link ThemeState}. */
export type ThemeStore = StoreApi<ThemeState>

/** Creates the theme store. */
export function createThemeStore(themeMode: ThemeMode): ThemeStore {
  return createStore<ThemeState>()(() => ({ themeMode }))
}
