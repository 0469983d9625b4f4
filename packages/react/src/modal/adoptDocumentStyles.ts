const adopted = new Set<string>()

/**
 * Gives the page `css` once: as a constructed stylesheet in `document.adoptedStyleSheets` (CSSOM, which a strict
 * `style-src` allows, docs/content-security-policy.md), or a `<style>` element where constructed stylesheets are
 * missing. Does nothing where there is no document (server rendering).
 *
 * @example
 * import modalStyles from '../styles/modalDocument.css?inline'
 * adoptDocumentStyles(modalStyles)
 */
export function adoptDocumentStyles(css: string): void {
  if (typeof document === 'undefined' || css === '' || adopted.has(css)) return
  adopted.add(css)
  if (
    'adoptedStyleSheets' in document &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    return
  }
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
}
