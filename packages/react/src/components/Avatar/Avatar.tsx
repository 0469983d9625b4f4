import { useId, useState } from 'react'
import { avatarColors } from './avatarColors.ts'

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Address the picture is made from. */
  address: string
  /** Diameter in pixels. */
  size: number
  /** Accessible name; omit when the address is written next to it. */
  label?: string | undefined
  /** The account's own picture (an ENS or Portico name's avatar: https: or data:image); the gradient if absent or broken. */
  imageUrl?: string | undefined
}

/**
 * The account's picture: its name's avatar image when one is given and loads, otherwise a picture made from the
 * address, a gradient of its §9 tints drawn with SVG attributes (no inline style, so it renders under a strict
 * Content-Security-Policy).
 */
export function Avatar({ address, size, label, imageUrl }: AvatarProps) {
  const gradientId = useId()
  const glowId = useId()
  const [brokenUrl, setBrokenUrl] = useState<string>()
  if (imageUrl && imageUrl !== brokenUrl) {
    return (
      <img
        className="portico-avatar"
        src={imageUrl}
        width={size}
        height={size}
        alt={label ?? ''}
        aria-hidden={label ? undefined : true}
        referrerPolicy="no-referrer"
        onError={() => setBrokenUrl(imageUrl)}
      />
    )
  }
  const { tints, angle } = avatarColors(address)
  return (
    <svg
      className="portico-avatar"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <defs>
        <linearGradient id={gradientId} gradientTransform={`rotate(${angle} 0.5 0.5)`}>
          {tints.map((tint, index) => (
            <stop key={tint + index} offset={`${(index / (tints.length - 1)) * 100}%`} stopColor={tint} />
          ))}
        </linearGradient>
        <radialGradient id={glowId} cx="30%" cy="25%" r="75%">
          <stop offset="0%" stopColor="#ffffff" stopOpacity="0.45" />
          <stop offset="100%" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="50" cy="50" r="50" fill={`url(#${gradientId})`} />
      <circle cx="50" cy="50" r="50" fill={`url(#${glowId})`} />
    </svg>
  )
}
