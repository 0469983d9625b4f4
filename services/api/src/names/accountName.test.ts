import { describe, expect, it } from 'vitest'
import { checkAccountName } from './accountName.ts'

const zones = ['.reown.id', '.wcn.id']

describe('account names follow §5: letters, digits, hyphens, 4+ characters, a zone suffix', () => {
  it('accepts a valid name in either zone and lower-cases it', () => {
    expect(checkAccountName('Alice-42.reown.id', zones)).toEqual({
      ok: true,
      name: 'alice-42.reown.id',
      label: 'alice-42',
      zone: '.reown.id',
    })
    expect(checkAccountName('abcd.wcn.id', zones)).toMatchObject({ ok: true, zone: '.wcn.id' })
  })

  it('refuses a name without a configured zone', () => {
    expect(checkAccountName('alice.eth', zones)).toEqual({
      ok: false,
      reason: 'Name must end with one of .reown.id, .wcn.id',
    })
  })

  it('refuses characters other than letters, digits and hyphens (dots, underscores, non-ASCII)', () => {
    const reason = 'Name may contain only letters, digits and hyphens'
    for (const bad of ['ali_ce.reown.id', 'a.lice.reown.id', 'alicé.reown.id', '.reown.id']) {
      expect(checkAccountName(bad, zones)).toEqual({ ok: false, reason })
    }
  })

  it('refuses a label shorter than 4 characters', () => {
    expect(checkAccountName('abc.reown.id', zones)).toEqual({
      ok: false,
      reason: 'Name must be at least 4 characters long',
    })
  })
})
