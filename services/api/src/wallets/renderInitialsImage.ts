import { createHash } from 'node:crypto'

export interface RenderInitialsImageParameters {
  /** What the colours derive from: the same seed always gives the same gradient. */
  seed: string
  /** The 1 to 5 characters drawn in the middle. */
  label: string
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

/**
 * A square SVG image made here, with no outside image host: `label` in white on a diagonal gradient whose two
 * hues come from the sha256 of `seed`.
 *
 * @example
 * renderInitialsImage({ seed: walletId, label: 'MM' }) // '<svg xmlns="http://www.w3.org/2000/svg" …'
 */
export function renderInitialsImage({ seed, label }: RenderInitialsImageParameters): string {
  const hash = createHash('sha256').update(seed).digest()
  const hue = ((hash[0]! << 8) | hash[1]!) % 360
  const hue2 = (hue + 40 + (hash[2]! % 100)) % 360
  const text = escapeXml(label.slice(0, 5))
  const fontSize = [44, 44, 40, 32, 26, 21][label.slice(0, 5).length] ?? 21
  const gradientId = `g${hash.subarray(0, 4).toString('hex')}`
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">',
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue}, 70%, 55%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2}, 70%, 38%)"/>`,
    '</linearGradient></defs>',
    `<rect width="100" height="100" fill="url(#${gradientId})"/>`,
    `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${fontSize}" font-weight="600" fill="#ffffff">${text}</text>`,
    '</svg>',
  ].join('')
}
