import { describe, expect, it } from 'vitest'
import { loadNameZones, NameZonesConfigError } from './nameZones.ts'

describe('loadNameZones', () => {
  it('defaults to §5 .reown.id and legacy .wcn.id', () => {
    expect(loadNameZones({})).toEqual(['.reown.id', '.wcn.id'])
    expect(loadNameZones({ PORTICO_NAME_ZONES: ' ' })).toEqual(['.reown.id', '.wcn.id'])
  })

  it('reads PORTICO_NAME_ZONES, adding the leading dot and lower-casing', () => {
    expect(loadNameZones({ PORTICO_NAME_ZONES: 'Portico.ID, .wcn.id,portico.id' })).toEqual([
      '.portico.id',
      '.wcn.id',
    ])
  })

  it('refuses an entry that is not a domain suffix', () => {
    expect(() => loadNameZones({ PORTICO_NAME_ZONES: 'id' })).toThrow(NameZonesConfigError)
    expect(() => loadNameZones({ PORTICO_NAME_ZONES: '.bad_zone.id' })).toThrow(
      "PORTICO_NAME_ZONES entry '.bad_zone.id' must be a domain suffix",
    )
  })
})
