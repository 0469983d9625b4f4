import buttonStyles from '../styles/buttonElement.css?inline'

/** The button elements' stylesheet as text: tokens and button styles (`styles/buttonElement.css`). */
export { buttonStyles }

let sharedSheet: CSSStyleSheet | undefined

/**
 * Gives a shadow root the button styles as one constructed stylesheet shared by every element (CSSOM, so a
 * strict `style-src` allows it). Returns `false` where constructed stylesheets are missing.
 *
 * @example
 * if (!adoptButtonStyles(shadow)) shadow.append(styleElementWith(buttonStyles))
 */
export function adoptButtonStyles(shadow: ShadowRoot): boolean {
  if (
    !('adoptedStyleSheets' in shadow) ||
    typeof CSSStyleSheet === 'undefined' ||
    !('replaceSync' in CSSStyleSheet.prototype)
  )
    return false
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet()
    sharedSheet.replaceSync(buttonStyles)
  }
  shadow.adoptedStyleSheets = [sharedSheet]
  return true
}
