// §7 smart sessions: what GET /v1/sessions/{id} lists under `pcis`.

/** A typed entry of a grant, as ERC-7715 writes them: `{ type, data }`. */
export interface SessionGrantEntry {
  type: string
  data: unknown
}

/** One smart session (a permission context, `pci`) an account granted to a project's app. */
export interface SmartSession {
  /** The permission context id the wallet returned from wallet_grantPermissions. */
  pci: string
  project: { id: string; name: string }
  /** CAIP-10 account, e.g. `eip155:31337:0xf39F…`. */
  account: string
  signer: SessionGrantEntry
  permissions: SessionGrantEntry[]
  policies: SessionGrantEntry[]
  /** Unix seconds. */
  expiry: number
  /** Unix seconds. */
  createdAt: number
  /** Unix seconds, present once revoked. */
  revokedAt?: number
}

/** `GET /v1/sessions/{id}`. */
export interface ListSmartSessionsResponse {
  pcis: SmartSession[]
}

/**
 * A session request the API refuses; Fastify answers with `statusCode` and `message` (never a 500).
 *
 * @example
 * throw new SmartSessionError(404, 'UNKNOWN_PCI', `No session ${pci} for ${account}`)
 */
export class SmartSessionError extends Error {
  override name = 'SmartSessionError'
  constructor(
    readonly statusCode: 400 | 404 | 409,
    readonly code:
      'UNKNOWN_PCI' | 'BAD_SIGNATURE' | 'ALREADY_REVOKED' | 'UNSUPPORTED_ACCOUNT' | 'INVALID_SESSION',
    message: string,
  ) {
    super(message)
  }
}

/** The columns every query selects, times as unix seconds (float8 is a number in pg and PGlite alike). */
export const smartSessionColumns = `s.pci, s.project_id, p.name AS project_name, s.account, s.signer, s.permissions,
  s.policies, floor(extract(epoch FROM s.expiry))::float8 AS expiry,
  floor(extract(epoch FROM s.created_at))::float8 AS created_at,
  floor(extract(epoch FROM s.revoked_at))::float8 AS revoked_at`

/** A row selected with {@link smartSessionColumns}. */
export interface SmartSessionRow {
  pci: string
  project_id: string
  project_name: string
  account: string
  signer: SessionGrantEntry
  permissions: SessionGrantEntry[]
  policies: SessionGrantEntry[]
  expiry: number
  created_at: number
  revoked_at: number | null
}

/**
 * @example
 * const sessions = rows.map(smartSessionFromRow)
 */
export function smartSessionFromRow(row: SmartSessionRow): SmartSession {
  return {
    pci: row.pci,
    project: { id: row.project_id, name: row.project_name },
    account: row.account,
    signer: row.signer,
    permissions: row.permissions,
    policies: row.policies,
    expiry: Number(row.expiry),
    createdAt: Number(row.created_at),
    ...(row.revoked_at === null ? {} : { revokedAt: Number(row.revoked_at) }),
  }
}
