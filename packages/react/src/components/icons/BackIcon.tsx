/** Decorative icon; the control it sits in carries the accessible name. */
export function BackIcon() {
  return (
    <svg
      className="portico-icon portico-icon--mirror"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      aria-hidden="true"
    >
      <path
        d="M12.5 4.5L7 10l5.5 5.5"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
