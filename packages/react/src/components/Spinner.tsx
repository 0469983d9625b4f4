/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number
  /** Width of the ring in pixels. */
  thickness?: number
}

/** A decorative progress ring; pair it with text that says what is in progress. */
export function Spinner({ size = 20, thickness = 2.5 }: SpinnerProps) {
  const radius = (size - thickness) / 2
  const circle = { cx: size / 2, cy: size / 2, r: radius, strokeWidth: thickness, pathLength: 100 }
  return (
    <svg
      className="portico-spinner"
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      fill="none"
      aria-hidden="true"
    >
      <circle className="portico-spinner__track" {...circle} />
      <circle className="portico-spinner__arc" strokeLinecap="round" {...circle} />
    </svg>
  )
}
