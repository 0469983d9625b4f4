import { describe, expectTypeOf, it } from 'vitest'
import type { Connector } from '../connectors/types.ts'
import type { AdapterConnector } from './AdapterConnector.ts'

describe('AdapterConnector', () => {
  it('accepts every announced core Connector as it is', () => {
    expectTypeOf<Connector>().toExtend<AdapterConnector>()
  })
})
