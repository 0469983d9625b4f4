/** Decorative icon; the control it sits in carries the accessible name. */
export function WalletIcon() {
  return (
    <svg className="portico-icon" width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M15.5 6.5V5a1.5 1.5 0 0 0-1.5-1.5H5A2.5 2.5 0 0 0 2.5 6v8A2.5 2.5 0 0 0 5 16.5h10a1.5 1.5 0 0 0 1.5-1.5v-7A1.5 1.5 0 0 0 15 6.5H5"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="13.5" cy="11.5" r="1" fill="currentColor" />
    </svg>
  )
}
