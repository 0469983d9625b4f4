import { createHash } from 'node:crypto'
import type { SocialProvider } from '@portico/frame-protocol'

/** A login name the dev provider accepts: what a person types on its page. */
export const DEV_LOGIN_PATTERN = /^[A-Za-z0-9._-]{1,64}$/

function digest(provider: SocialProvider, login: string): string {
  return createHash('sha256').update(`${provider}:${login}`).digest('hex')
}

function decimalDigits(hex: string, length: number): string {
  return BigInt(`0x${hex}`).toString().padStart(length, '1').slice(0, length)
}

/**
 * The id a login name has at the dev provider in `provider`'s mode, shaped like that provider's ids and the
 * same every time (the same name is the same account, and so the same wallet): GitHub a number, X and Discord
 * numeric strings (snowflakes), Facebook a numeric app-scoped id, Google a 21-digit `sub`, Apple
 * `000123.<32 hex>.0456`.
 *
 * @example
 * devAccountId('github', 'ada') // e.g. 402816571
 */
export function devAccountId(provider: SocialProvider, login: string): string {
  const hex = digest(provider, login)
  switch (provider) {
    case 'github':
      return String((Number.parseInt(hex.slice(0, 12), 16) % 900_000_000) + 1_000_000)
    case 'x':
      return decimalDigits(hex.slice(0, 15), 19)
    case 'discord':
      return decimalDigits(hex.slice(16, 31), 18)
    case 'facebook':
      return decimalDigits(hex.slice(32, 46), 16)
    case 'google':
      return `1${decimalDigits(hex.slice(0, 18), 20)}`
    case 'apple':
      return `000${decimalDigits(hex.slice(40, 44), 3)}.${hex.slice(0, 32)}.0${decimalDigits(hex.slice(44, 48), 3)}`
  }
}
