import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { InvalidNftCursorError } from './nftCursor.ts'
import { readNftHoldings } from './readNftHoldings.ts'

const alice = '0x' + 'a'.repeat(40)
const bob = '0x' + 'b'.repeat(40)
const zero = '0x' + '0'.repeat(40)
const pals = '0x' + '1'.repeat(40)
const items = '0x' + '2'.repeat(40)

type Move = [
  kind: 'erc721' | 'erc1155',
  contract: string,
  id: number,
  from: string,
  to: string,
  amount: number,
]

// Each move in its own block, in this order, on chain `chainId`.
async function store(db: Database, chainId: string, moves: Move[]) {
  for (const [block, [kind, contract, id, from, to, amount]] of moves.entries()) {
    const hash = `0x${chainId.replace(/\D/g, '')}${String(block).padStart(8, '0')}`
    await db.query(
      `INSERT INTO history_transactions (chain_id, hash, block_number, tx_index, mined_at, from_address,
         to_address, nonce, status, call_kind) VALUES ($1, $2, $3, 0, $3, $4, $5, 0, 'confirmed', 'call')`,
      [chainId, hash, block + 1, from, contract],
    )
    await db.query(
      `INSERT INTO history_transfers (chain_id, tx_hash, log_index, kind, token_address, token_id, from_address,
         to_address, amount, token_name, is_spam) VALUES ($1, $2, 0, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [chainId, hash, kind, contract, id, from, to, amount, `Token ${id}`, id === 66],
    )
  }
}

describe.each(testDatabases)('readNftHoldings on $kind', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
    await store(db, 'eip155:31337', [
      ['erc721', pals, 1, zero, alice, 1], // held
      ['erc721', pals, 2, zero, alice, 1],
      ['erc721', pals, 2, alice, bob, 1], // given away
      ['erc721', pals, 3, zero, bob, 1],
      ['erc721', pals, 3, bob, alice, 1],
      ['erc721', pals, 3, alice, bob, 1],
      ['erc721', pals, 3, bob, alice, 1], // back again: held
      ['erc721', pals, 66, zero, alice, 1], // held, flagged spam by the indexer
      ['erc1155', items, 7, zero, alice, 10],
      ['erc1155', items, 7, alice, bob, 4], // 6 left
      ['erc1155', items, 8, zero, alice, 3],
      ['erc1155', items, 8, alice, bob, 3], // none left
      ['erc1155', items, 9, alice, alice, 5], // a self-transfer adds nothing
    ])
    await store(db, 'eip155:99999', [['erc721', pals, 1, zero, alice, 1]])
  })
  afterAll(async () => {
    await db?.close()
  })

  it('lists ERC-721 tokens last received and ERC-1155 ids with a positive net amount, in order', async () => {
    const { holdings, next } = await readNftHoldings(db, {
      address: alice.toUpperCase().replace('0X', '0x'),
      chainIds: ['eip155:31337'],
      limit: 50,
    })
    expect(next).toBeNull()
    expect(holdings.map((h) => [h.contract, h.tokenId, h.standard, h.amount])).toEqual([
      [pals, 1n, 'erc721', 1n],
      [pals, 3n, 'erc721', 1n],
      [pals, 66n, 'erc721', 1n],
      [items, 7n, 'erc1155', 6n],
    ])
    expect(holdings.find((h) => h.tokenId === 66n)?.indexedSpam).toBe(true)
    expect(holdings[0]?.indexedName).toBe('Token 1')
    const bobs = await readNftHoldings(db, { address: bob, chainIds: ['eip155:31337'], limit: 50 })
    expect(bobs.holdings.map((h) => [h.tokenId, h.amount])).toEqual([
      [2n, 1n],
      [7n, 4n],
      [8n, 3n],
    ])
  })

  it('lists only the chains asked for, and pages with a cursor without gaps or repeats', async () => {
    const everywhere = { address: alice, chainIds: ['eip155:31337', 'eip155:99999'] }
    const all = (await readNftHoldings(db, { ...everywhere, limit: 50 })).holdings
    expect(all.map((h) => h.chainId)).toEqual([...Array(4).fill('eip155:31337'), 'eip155:99999'])
    const paged = []
    let cursor: string | undefined
    do {
      const page = await readNftHoldings(db, { ...everywhere, limit: 2, cursor })
      expect(page.holdings.length).toBeLessThanOrEqual(2)
      paged.push(...page.holdings)
      cursor = page.next ?? undefined
    } while (cursor)
    expect(paged).toEqual(all)
  })

  it('refuses a cursor it did not hand out', async () => {
    await expect(
      readNftHoldings(db, { address: alice, chainIds: ['eip155:31337'], limit: 2, cursor: 'bm9wZQ' }),
    ).rejects.toThrow(InvalidNftCursorError)
  })
})
