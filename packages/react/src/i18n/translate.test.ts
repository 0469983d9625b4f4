import { describe, expect, it } from 'vitest'
import { en, type Catalogue } from './en.ts'
import { createTranslator, t } from './translate.ts'

describe('t', () => {
  it('returns the English text of a key', () => {
    expect(t('button.connect')).toBe('Connect Wallet')
    expect(t('view.Connect.title')).toBe('Connect Wallet')
    expect(t('account.balanceUnavailable')).toBe('Token Balance Unavailable')
  })

  it('fills in parameters, every occurrence', () => {
    expect(t('connect.connecting.title', { wallet: 'Portico Dev Wallet' })).toBe(
      'Continue in Portico Dev Wallet',
    )
    expect(t('connect.failed.description', { wallet: 'W', reason: 'ChainId not found' })).toBe(
      'W could not connect: ChainId not found',
    )
    const tr = createTranslator({ ...en, 'connect.connecting.title': '{wallet} / {wallet}' })
    expect(tr('connect.connecting.title', { wallet: 'W' })).toBe('W / W')
  })

  it('leaves a placeholder visible when a parameter is missing at run time', () => {
    const loose = t as unknown as (key: string, params: object) => string
    expect(loose('connect.connecting.title', {})).toBe('Continue in {wallet}')
  })

  it('reads another catalogue', () => {
    const pirate: Catalogue = { ...en, 'button.connect': 'Hoist yer wallet' }
    expect(createTranslator(pirate)('button.connect')).toBe('Hoist yer wallet')
  })

  it('types keys and parameters', () => {
    // @ts-expect-error: unknown key
    expect(t('nope')).toBeUndefined()
    // @ts-expect-error: the text needs { wallet }
    expect(t('connect.connecting.title')).toBe('Continue in {wallet}')
  })
})
