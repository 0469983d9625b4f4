import { getAppKit } from '../appKitInstance.ts'
import { buttonText } from '../i18n/buttonMessages.ts'
import { themeVariablesToCss } from '../theme/themeVariablesToCss.ts'
import type { AppKitButtonProps } from './AppKitButton.tsx'
import { adoptButtonStyles } from './buttonStyleSheet.ts'

/**
 * Draws the disconnected connect button into an element's empty shadow root with the DOM alone, as
 * `AppKitButton` would render it (the same markup, classes, theme and label), so the button shows in the frame
 * its element reaches the page instead of after the React renderer's chunk has arrived (issue 19, ADR 0033).
 * The renderer removes it in the task of React's first commit (`mountButton`'s `replacing`). A click opens the modal as the React button does. Draws
 * nothing, and returns `undefined`, when the button would not read "Connect" (no instance yet, an account connected
 * or connecting) or where constructed stylesheets are missing; the React renderer then draws the first frame.
 *
 * @example
 * drawConnectButton(element.shadowRoot!, readButtonAttributes(element)) // <span class="portico-root …">
 */
export function drawConnectButton(
  shadow: ShadowRoot,
  { label, size = 'md', disabled, namespace }: AppKitButtonProps,
): HTMLElement | undefined {
  const appKit = getAppKit()
  if (!appKit || shadow.childNodes.length > 0) return undefined
  if (appKit.stores.account.getState().status !== 'disconnected') return undefined
  if (!adoptButtonStyles(shadow)) return undefined
  const { themeMode, themeVariables } = appKit.stores.theme.getState()

  const root = document.createElement('span')
  root.className = 'portico-root portico-button-root'
  root.dataset.theme = themeMode
  // Through the CSSOM, as useThemeVariables sets them: a strict `style-src` allows it.
  for (const [name, value] of Object.entries(themeVariablesToCss(themeVariables, themeMode)))
    root.style.setProperty(name, value)

  const button = document.createElement('button')
  button.type = 'button'
  button.className = `portico-connect-button portico-connect-button--${size}`
  button.dataset.testid = 'connect-button'
  button.disabled = disabled ?? false
  button.textContent = label ?? buttonText('button.connect')
  button.addEventListener('click', () => {
    void appKit.open(namespace ? { namespace: namespace as never } : {})
  })
  root.append(button)
  shadow.append(root)
  return root
}
