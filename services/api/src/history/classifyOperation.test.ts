import { describe, expect, it } from 'vitest'
import { classifyOperation } from './classifyOperation.ts'

const t = (direction: 'in' | 'out' | 'self', counterpartyIsZero = false) => ({
  direction,
  counterpartyIsZero,
})

describe('classifyOperation (§3 operation types)', () => {
  it('calls value in and out a trade, only in a receive, only out a send', () => {
    expect(classifyOperation({ transfers: [t('in'), t('out')], callKind: 'call', sentByAccount: true })).toBe(
      'trade',
    )
    expect(classifyOperation({ transfers: [t('in')], callKind: 'call', sentByAccount: false })).toBe(
      'receive',
    )
    expect(classifyOperation({ transfers: [t('out')], callKind: 'transfer', sentByAccount: true })).toBe(
      'send',
    )
    expect(classifyOperation({ transfers: [t('self')], callKind: 'transfer', sentByAccount: true })).toBe(
      'send',
    )
  })

  it('calls tokens from the zero address a mint and tokens to it a burn', () => {
    expect(classifyOperation({ transfers: [t('in', true)], callKind: 'call', sentByAccount: false })).toBe(
      'mint',
    )
    expect(classifyOperation({ transfers: [t('out', true)], callKind: 'call', sentByAccount: true })).toBe(
      'burn',
    )
  })

  it('names a transaction that moved nothing by its call', () => {
    const none = { transfers: [], sentByAccount: true }
    expect(classifyOperation({ ...none, callKind: 'approve' })).toBe('approve')
    expect(classifyOperation({ ...none, callKind: 'deploy' })).toBe('deploy')
    expect(classifyOperation({ ...none, callKind: 'call' })).toBe('execute')
  })
})
