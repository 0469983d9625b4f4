import type { SocialProvider } from '@portico/frame-protocol'
/** A login name the dev provider accepts: what a person types on its page. */
export declare const DEV_LOGIN_PATTERN: RegExp
/**
 * The id a login name has at the dev provider in `provider`'s mode, shaped like that provider's ids and the
 * same every time (the same name is the same account, and so the same wallet): GitHub a number, X and Discord
 * numeric strings (snowflakes), Facebook a numeric app-scoped id, Google a 21-digit `sub`, Apple
 * `000123.<32 hex>.0456`.
 *
 * @example
 * devAccountId('github', 'ada') // e.g. 402816571
 */
export declare function devAccountId(provider: SocialProvider, login: string): string
