import { AVATAR_TINT_COUNT, AVATAR_TINT_STEP } from '@portico/common'

/** Colours of an address's avatar. */
export interface AvatarColors {
  /** §9: 5 tints, the first the base colour, each next one mixed 0.15 further toward white. */
  tints: string[]
  /** Direction of the gradient in degrees, so similar colours still look different. */
  angle: number
}

/** FNV-1a over the lower-cased address: small, stable, and spreads nearby addresses apart. */
function hashAddress(address: string): number {
  let hash = 0x811c9dc5
  for (const char of address.toLowerCase()) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const amplitude = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return lightness - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1))
  }
  return [channel(0), channel(8), channel(4)].map((value) => Math.round(value * 255)) as [
    number,
    number,
    number,
  ]
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The avatar colours of an address, computed locally (no image is fetched). Case does not matter, so a
 * checksummed and a lower-case address get the same avatar.
 *
 * @example
 * avatarColors('0x70997970C51812dc3A010C7d01b50e0d17dc79C8').tints.length // 5
 */
export function avatarColors(address: string): AvatarColors {
  const hash = hashAddress(address)
  const hue = hash % 360
  const saturation = 0.6 + ((hash >>> 9) % 30) / 100 // 60–89 %: vivid, never grey
  const lightness = 0.45 + ((hash >>> 14) % 15) / 100 // 45–59 %: leaves room for the lighter tints
  const base = hslToRgb(hue, saturation, lightness)
  const tints = Array.from({ length: AVATAR_TINT_COUNT }, (_, index) => {
    const towardWhite = index * AVATAR_TINT_STEP
    return toHex(base.map((channel) => Math.round(channel + (255 - channel) * towardWhite)))
  })
  return { tints, angle: (hash >>> 20) % 360 }
}
