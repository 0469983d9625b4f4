/** Something SQL can be sent to: the database itself or one transaction. Parameters are `$1`, `$2`, … */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>
  /** Runs a script of several statements without parameters (migrations). */
  execute(sql: string): Promise<void>
}

/**
 * The API's one query layer: PostgreSQL through `pg`, or PGlite when no `DATABASE_URL` is set. Both speak the
 * same SQL, so everything above this interface is tested against both.
 *
 * @example
 * const rows = await db.query<{ id: string }>('SELECT id FROM projects WHERE id = $1', [projectId])
 */
export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
