/** Decorative icon; the control it sits in carries the accessible name. */
export function CopyIcon() {
  return (
    <svg className="portico-icon" width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <rect
        x="7"
        y="7"
        width="9.5"
        height="9.5"
        rx="2.5"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M13 4.5A1.5 1.5 0 0 0 11.5 3.5h-6a2 2 0 0 0-2 2v6A1.5 1.5 0 0 0 4.5 13"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
