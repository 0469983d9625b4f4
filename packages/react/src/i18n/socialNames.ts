import type { SocialProvider } from '@portico/core'

/**
 * Display names of the §9 social logins (brand names, the same in every language); their own module so the
 * wallet button shows them without loading the modal's catalogue.
 *
 * @example
 * SOCIAL_NAMES.github // 'GitHub'
 */
export const SOCIAL_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}
