import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { balanceEntry, createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { getAccountBalance } from './getAccountBalance.ts'

describe('getAccountBalance', () => {
  it("filters out tokens whose quantity decimals equal '0' (§3, §5)", async () => {
    const native = balanceEntry()
    const zero = balanceEntry({ symbol: 'NFT', quantity: { decimals: '0', numeric: '3' } })
    const api = createFakeBalanceApi(() => Response.json({ balances: [zero, native] }))
    const { balances } = await getAccountBalance(createTestContext({}, api.fetch), {
      address: ALICE,
      chainId: 'eip155:31337',
    })
    expect(balances).toEqual([native])
    expect(api.urls[0]).toContain(`/v1/account/${ALICE}/balance?`)
  })
})
