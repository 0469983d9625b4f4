import { describe, expect, it } from 'vitest'
import { filterSwapTokens } from './filterSwapTokens.ts'
import type { SwapToken } from './swapStore.ts'

function token(symbol: string, name: string, address: string, price: number, numeric = '0'): SwapToken {
  return {
    name,
    symbol,
    chainId: 'eip155:31337',
    address: `eip155:31337:${address}`,
    decimals: 18,
    logoUri: '',
    eip2612: false,
    quantity: { decimals: '18', numeric },
    price,
    value: 0,
  }
}
const eth = token('ETH', 'Ether', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 3000)
const pusd = token('PUSD', 'Portico USD', '0x5FbDB2315678afecb367f032d93F642f64180aa3', 1)
const ptk = token('PTK', 'Portico Token', '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', 30)
const tokens = [eth, pusd, ptk]

describe('filterSwapTokens', () => {
  it('lists held tokens first by USD value, with their balances, then the others in the network order', () => {
    const mine = [
      { ...pusd, quantity: { decimals: '18', numeric: '500' } },
      { ...ptk, quantity: { decimals: '18', numeric: '20' } },
    ]
    const rows = filterSwapTokens({ tokens, myTokensWithBalance: mine, query: '' })
    expect(rows.map((row) => [row.token.symbol, row.balance, row.value])).toEqual([
      ['PTK', '20', 600],
      ['PUSD', '500', 500],
      ['ETH', '0', 0],
    ])
  })

  it('matches part of the symbol or name in any case, or the start of the address', () => {
    const symbols = (query: string) =>
      filterSwapTokens({ tokens, myTokensWithBalance: [], query }).map((row) => row.token.symbol)
    expect(symbols('usd')).toEqual(['PUSD'])
    expect(symbols('  portico ')).toEqual(['PUSD', 'PTK'])
    expect(symbols('ether')).toEqual(['ETH'])
    expect(symbols('0x9FE4')).toEqual(['PTK'])
    expect(symbols('doge')).toEqual([])
  })
})
