import type { Queryable } from '../db/database.ts'

// PostgreSQL takes at most 65,535 parameters per statement; 1,000 rows of ≤ 16 columns stay far below.
const ROWS_PER_STATEMENT = 1_000

/**
 * Inserts many rows with as few statements as possible (multi-row VALUES), skipping rows whose key is
 * already stored. `table` and `columns` are written into the SQL, so they must be this module's constants.
 *
 * @example
 * await insertRows(tx, 'history_blocks', ['chain_id', 'block_number', 'block_hash', 'parent_hash'], rows)
 */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT)
    const params: unknown[] = []
    const values = chunk.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`)
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`,
      params,
    )
  }
}
