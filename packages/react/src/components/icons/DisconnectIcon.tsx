/** Decorative icon; the control it sits in carries the accessible name. */
export function DisconnectIcon() {
  return (
    <svg className="portico-icon" width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M8 4H5.5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2H8M12.5 13.5L16 10l-3.5-3.5M16 10H8"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
