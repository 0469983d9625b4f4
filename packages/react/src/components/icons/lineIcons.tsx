import type { ReactNode } from 'react'

// Decorative 20×20 line icons drawn with the current text colour; the control around one names it.
function lineIcon(paths: ReactNode, size = 20, mirror = false) {
  return function LineIcon() {
    return (
      <svg
        className={mirror ? 'portico-icon portico-icon--mirror' : 'portico-icon'}
        width={size}
        height={size}
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {paths}
      </svg>
    )
  }
}

export const SearchIcon = lineIcon(
  <>
    <circle cx="9" cy="9" r="5.5" />
    <path d="m13 13 3.5 3.5" />
  </>,
)
// Points the reading direction's way: mirrored right to left.
export const ChevronIcon = lineIcon(<path d="m8 5 5 5-5 5" />, 20, true)
export const ChevronDownIcon = lineIcon(<path d="m5 8 5 5 5-5" />)
export const SwapIcon = lineIcon(
  <path d="M6 3.5v13M6 16.5 3 13.5M6 16.5l3-3M14 16.5v-13M14 3.5l-3 3M14 3.5l3 3" />,
)
export const SendIcon = lineIcon(<path d="M10 16V4M10 4 5 9M10 4l5 5" />)
export const ReceiveIcon = lineIcon(<path d="M10 4v12M10 16l-5-5M10 16l5-5" />)
export const CardIcon = lineIcon(
  <>
    <rect x="2.5" y="4.5" width="15" height="11" rx="2.5" />
    <path d="M2.5 8.5h15M5.5 12.5h3" />
  </>,
)
export const HistoryIcon = lineIcon(
  <>
    <circle cx="10" cy="10" r="6.5" />
    <path d="M10 6.5V10l2.5 1.5" />
  </>,
)
export const MailIcon = lineIcon(
  <>
    <rect x="2.5" y="4.5" width="15" height="11" rx="2.5" />
    <path d="m3.5 6 6.5 5 6.5-5" />
  </>,
)
export const QrIcon = lineIcon(
  <>
    <rect x="3" y="3" width="5" height="5" rx="1" />
    <rect x="12" y="3" width="5" height="5" rx="1" />
    <rect x="3" y="12" width="5" height="5" rx="1" />
    <path d="M12 12h2v2h-2zM15 15h2v2h-2z" />
  </>,
)
export const ExternalIcon = lineIcon(
  <path d="M11 3.5h5.5V9M16.5 3.5 9 11M14 12v3a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 4 15V8a1.5 1.5 0 0 1 1.5-1.5h3" />,
)
export const GridIcon = lineIcon(
  <>
    <rect x="3" y="3" width="5.5" height="5.5" rx="1.5" />
    <rect x="11.5" y="3" width="5.5" height="5.5" rx="1.5" />
    <rect x="3" y="11.5" width="5.5" height="5.5" rx="1.5" />
    <rect x="11.5" y="11.5" width="5.5" height="5.5" rx="1.5" />
  </>,
)
export const UserIcon = lineIcon(
  <>
    <circle cx="10" cy="7" r="3.5" />
    <path d="M3.5 17a6.5 6.5 0 0 1 13 0" />
  </>,
)
export const SignatureIcon = lineIcon(
  <path d="M3 14.5c2-3 3.5-8 5.5-8 2.5 0-1.5 8 1 8 1.5 0 2-2.5 3.5-2.5 1 0 1.5 1.5 3.5 1.5M3 17h14" />,
)
export const RetryIcon = lineIcon(<path d="M15.5 10a5.5 5.5 0 1 1-1.6-3.9M15.5 3.5v3h-3" />)
