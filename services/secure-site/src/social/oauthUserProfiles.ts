import type { SocialProvider } from '@portico/frame-protocol'
import { z } from 'zod'
import type { SocialIdentity } from './socialLoginClient.ts'

/** The providers that sign in with OAuth 2.0 and a user endpoint instead of an ID token. */
export type OAuthSocialProvider = Exclude<SocialProvider, 'google' | 'apple'>

/** A user endpoint's answer does not have the shape its provider documents. */
export class UserProfileShapeError extends Error {
  override name = 'UserProfileShapeError'
}

const digits = z.string().regex(/^\d+$/, 'must be a numeric id')

// Each provider's user endpoint, as it documents it: GitHub GET /user, X GET /2/users/me, Discord
// GET /users/@me, Facebook GET /me?fields=id,name,email.
const github = z.object({
  id: z.number().int().positive(),
  login: z.string().min(1),
  name: z.string().nullish(),
  email: z.string().nullish(),
})
const x = z.object({
  data: z.object({ id: digits, username: z.string().min(1), name: z.string().optional() }),
})
const discord = z.object({
  id: digits,
  username: z.string().min(1),
  global_name: z.string().nullish(),
  email: z.string().nullish(),
  verified: z.boolean().optional(),
})
const facebook = z.object({ id: digits, name: z.string().optional(), email: z.string().optional() })

/** GitHub GET /user/emails: the primary, verified address. */
const githubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }))

function parse<T extends z.ZodType>(provider: string, schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new UserProfileShapeError(
    `${provider}'s user endpoint answered without ${issue?.path.join('.') || 'a user'} (${issue?.message ?? 'invalid'})`,
  )
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
export function readUserProfile(provider: OAuthSocialProvider, body: unknown): SocialIdentity {
  switch (provider) {
    case 'github': {
      const user = parse(provider, github, body)
      return { subject: String(user.id), userName: user.login, email: user.email ?? null }
    }
    case 'x': {
      const { data } = parse(provider, x, body)
      return { subject: data.id, userName: data.username, email: null }
    }
    case 'discord': {
      const user = parse(provider, discord, body)
      return {
        subject: user.id,
        userName: user.global_name || user.username,
        email: user.verified ? (user.email ?? null) : null,
      }
    }
    case 'facebook': {
      const user = parse(provider, facebook, body)
      return { subject: user.id, userName: user.name ?? null, email: user.email ?? null }
    }
  }
}

/**
 * GitHub's `/user/emails` answer: the primary address if it is verified, else `null`.
 *
 * @example
 * primaryGithubEmail([{ email: 'ada@example.test', primary: true, verified: true }]) // 'ada@example.test'
 */
export function primaryGithubEmail(body: unknown): string | null {
  const emails = parse('github', githubEmails, body)
  return emails.find((entry) => entry.primary && entry.verified)?.email ?? null
}
