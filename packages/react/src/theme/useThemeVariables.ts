import { useCallback, useMemo } from 'react'
import { useAppKitInstance } from '../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../hooks/useStoreSnapshot.ts'
import { themeVariablesToCss } from './themeVariablesToCss.ts'

/**
 * A ref callback that puts the app's theme variables on an element as `--portico-*` custom properties, and
 * updates them when the variables or the mode change. They are set through the CSSOM, which a strict
 * `style-src` policy allows (no style attribute is rendered).
 *
 * @example
 * const themeRef = useThemeVariables()
 * return <div ref={themeRef} className="portico-root">…</div>
 */
export function useThemeVariables(): (element: HTMLElement | null) => void {
  const appKit = useAppKitInstance()
  const { themeMode, themeVariables } = useStoreSnapshot(appKit.stores.theme)
  const css = useMemo(() => themeVariablesToCss(themeVariables, themeMode), [themeVariables, themeMode])
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return
      // Backwards: removing a property shifts the ones after it.
      for (let index = element.style.length - 1; index >= 0; index--) {
        const name = element.style.item(index)
        if (name.startsWith('--portico-') && !(name in css)) element.style.removeProperty(name)
      }
      for (const [name, value] of Object.entries(css)) element.style.setProperty(name, value)
    },
    [css],
  )
}
