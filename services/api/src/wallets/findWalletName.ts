import type { Queryable } from '../db/database.ts'

/**
 * The name of the registry wallet with this id, or undefined when there is none.
 *
 * @example
 * await findWalletName(db, walletIdFor('MetaMask')) // 'MetaMask'
 */
export async function findWalletName(db: Queryable, id: string): Promise<string | undefined> {
  const rows = await db.query<{ name: string }>('SELECT name FROM wallets WHERE id = $1', [id])
  return rows[0]?.name
}
