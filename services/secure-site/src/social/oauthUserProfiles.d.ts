import type { SocialProvider } from '@portico/frame-protocol'
import type { SocialIdentity } from './socialLoginClient.ts'
/** The providers that sign in with OAuth 2.0 and a user endpoint instead of an ID token. */
export type OAuthSocialProvider = Exclude<SocialProvider, 'google' | 'apple'>
/** A user endpoint's answer does not have the shape its provider documents. */
export declare class UserProfileShapeError extends Error {
  name: string
}
/**
 * Reads the account out of a provider's user endpoint answer: the stable id (never the handle, which can be
 * renamed and taken by someone else), a display name and, where given, the email.
 *
 * @throws {UserProfileShapeError} when the answer lacks the id.
 * @example
 * readUserProfile('github', { id: 583231, login: 'octocat', name: 'The Octocat', email: null })
 * // { subject: '583231', userName: 'octocat', email: null }
 */
export declare function readUserProfile(provider: OAuthSocialProvider, body: unknown): SocialIdentity
/**
 * GitHub's `/user/emails` answer: the primary address if it is verified, else `null`.
 *
 * @example
 * primaryGithubEmail([{ email: 'ada@example.test', primary: true, verified: true }]) // 'ada@example.test'
 */
export declare function primaryGithubEmail(body: unknown): string | null
