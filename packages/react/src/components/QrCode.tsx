import { useMemo, type ReactNode } from 'react'
import { encode } from 'uqr'

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** Text the code carries (a `wc:` URI, an address…). */
  value: string
  /** Accessible description, e.g. "QR code of your address". */
  label: string
  /** Picture drawn in the middle (the code's error correction covers it). */
  logo?: ReactNode
}

/**
 * A QR code drawn as one SVG path (crisp at any size, no canvas), in the `--portico-qr-color` colour on a
 * light tile so phone cameras read it in both themes.
 */
export function QrCode({ value, label, logo }: QrCodeProps) {
  const hasLogo = logo !== undefined && logo !== null
  const { path, size } = useMemo(() => {
    // 'Q' error correction leaves room for the logo over the middle.
    const { data, size } = encode(value, { ecc: hasLogo ? 'Q' : 'M', border: 0 })
    let d = ''
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      }),
    )
    return { path: d, size }
  }, [value, hasLogo])
  return (
    <div className="portico-qr" role="img" aria-label={label}>
      <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} shapeRendering="crispEdges" aria-hidden="true">
        <rect x="-2" y="-2" width={size + 4} height={size + 4} className="portico-qr__tile" />
        <path d={path} className="portico-qr__modules" />
      </svg>
      {logo ? <span className="portico-qr__logo">{logo}</span> : null}
    </div>
  )
}
