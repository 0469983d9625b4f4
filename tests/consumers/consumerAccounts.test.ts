import { describe, expect, it } from 'vitest'
import { devnetAccounts } from '@portico/devnet/manifest'
import { SENDER_ACCOUNT_INDEX, walletAccountIndex } from './consumerAccounts.ts'
import { consumerAppNames } from './consumerPorts.ts'

describe('walletAccountIndex', () => {
  it('gives every app its own funded devnet account, none of them the sender', () => {
    const indexes = consumerAppNames.map((name) => walletAccountIndex[name])
    expect(new Set(indexes).size).toBe(indexes.length)
    expect(indexes).not.toContain(SENDER_ACCOUNT_INDEX)
    for (const index of indexes) expect(devnetAccounts[index]).toBeDefined()
  })
})
