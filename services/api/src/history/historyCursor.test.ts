import { describe, expect, it } from 'vitest'
import { decodeHistoryCursor, encodeHistoryCursor, InvalidHistoryCursorError } from './historyCursor.ts'

describe('history cursor', () => {
  const position = { minedAt: 1_700_000_000n, chainId: 'eip155:31337', blockNumber: 42n, txIndex: 3 }

  it('round-trips a position through an opaque base64url string', () => {
    const cursor = encodeHistoryCursor(position)
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeHistoryCursor(cursor)).toEqual(position)
  })

  it.each(['', 'not base64!', Buffer.from('12:eip155:1:x:1').toString('base64url'), 'A'.repeat(121)])(
    'refuses %j with a message naming the cursor',
    (cursor) => {
      expect(() => decodeHistoryCursor(cursor)).toThrow(InvalidHistoryCursorError)
      expect(() => decodeHistoryCursor(cursor)).toThrow(/^cursor: /)
    },
  )
})
