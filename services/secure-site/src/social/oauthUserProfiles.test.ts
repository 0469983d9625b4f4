import { describe, expect, it } from 'vitest'
import { primaryGithubEmail, readUserProfile } from './oauthUserProfiles.ts'

describe('readUserProfile', () => {
  it("reads each provider's stable id, handle and email from its documented user endpoint answer", () => {
    expect(
      readUserProfile('github', {
        login: 'octocat',
        id: 583231,
        name: 'The Octocat',
        email: null,
        type: 'User',
      }),
    ).toEqual({ subject: '583231', userName: 'octocat', email: null })
    expect(
      readUserProfile('x', { data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' } }),
    ).toEqual({ subject: '2244994945', userName: 'XDevelopers', email: null })
    expect(
      readUserProfile('discord', {
        id: '80351110224678912',
        username: 'nelly',
        global_name: 'Nelly',
        email: 'nelly@example.test',
        verified: true,
      }),
    ).toEqual({ subject: '80351110224678912', userName: 'Nelly', email: 'nelly@example.test' })
    expect(readUserProfile('facebook', { id: '10224567890123456', name: 'Ada L' })).toEqual({
      subject: '10224567890123456',
      userName: 'Ada L',
      email: null,
    })
  })

  it("keeps Discord's address only when Discord verified it, and falls back to the username", () => {
    expect(
      readUserProfile('discord', {
        id: '1',
        username: 'nelly',
        global_name: null,
        email: 'n@example.test',
        verified: false,
      }),
    ).toEqual({ subject: '1', userName: 'nelly', email: null })
  })

  it('refuses an answer without the id rather than keying a wallet to a handle', () => {
    expect(() => readUserProfile('github', { login: 'octocat' })).toThrow(
      "github's user endpoint answered without id (Invalid input: expected number, received undefined)",
    )
    expect(() => readUserProfile('x', { data: { id: 'XDevelopers', username: 'XDevelopers' } })).toThrow(
      "x's user endpoint answered without data.id (must be a numeric id)",
    )
    expect(() => readUserProfile('discord', { message: '401: Unauthorized', code: 0 })).toThrow(
      /discord's user endpoint/,
    )
  })
})

describe('primaryGithubEmail', () => {
  it('takes the primary address only when verified', () => {
    expect(
      primaryGithubEmail([
        { email: 'old@example.test', primary: false, verified: true, visibility: null },
        { email: 'ada@example.test', primary: true, verified: true, visibility: 'private' },
      ]),
    ).toBe('ada@example.test')
    expect(primaryGithubEmail([{ email: 'ada@example.test', primary: true, verified: false }])).toBeNull()
  })
})
