import type { CoreContext } from '../client/coreContext.ts'
import type { ThemeMode } from './themeStore.ts'

/**
 * Switches the modal and the button between dark and light.
 *
 * @example
 * setThemeMode(context, 'light')
 */
export function setThemeMode(context: CoreContext, themeMode: ThemeMode): void {
  context.stores.theme.setState({ themeMode })
}
