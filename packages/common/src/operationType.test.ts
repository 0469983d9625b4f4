import { describe, expect, it } from 'vitest'
import { operationDirection } from './operationType.ts'

describe('operationDirection (§3)', () => {
  it.each([
    ['receive', 'in'],
    ['deposit', 'in'],
    ['borrow', 'in'],
    ['claim', 'in'],
    ['withdraw', 'out'],
    ['repay', 'out'],
    ['burn', 'out'],
    ['Receive', 'in'],
    ['trade', 'neutral'],
    ['send', 'neutral'],
    ['', 'neutral'],
  ])('%s moves the balance %s', (type, direction) => {
    expect(operationDirection(type)).toBe(direction)
  })
})
