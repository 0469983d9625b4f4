import type { ThemeMode, ThemeVariables } from '@portico/core'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useStoreSnapshot } from './useStoreSnapshot.ts'

/** Return type of {@link useAppKitTheme}. */
export interface UseAppKitThemeReturnType {
  /** `dark` or `light`. */
  themeMode: ThemeMode
  /** Switches the modal and the button between dark and light. */
  setThemeMode: (themeMode: ThemeMode) => void
  /** AppKit's theme variables the app set. */
  themeVariables: ThemeVariables
  /** Merges theme variables (AppKit's `--w3m-*` names). */
  setThemeVariables: (variables: ThemeVariables) => void
}

/**
 * Reads and switches the theme mode.
 *
 * @example
 * const { themeMode, setThemeMode } = useAppKitTheme()
 * setThemeMode(themeMode === 'dark' ? 'light' : 'dark')
 */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = useAppKitInstance()
  const { themeMode, themeVariables } = useStoreSnapshot(appKit.stores.theme)
  return {
    themeMode,
    setThemeMode: appKit.setThemeMode,
    themeVariables,
    setThemeVariables: appKit.setThemeVariables,
  }
}
