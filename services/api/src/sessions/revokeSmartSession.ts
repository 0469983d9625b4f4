import { verifyMessage, type Hex } from 'viem'
import type { Database } from '../db/database.ts'
import { evmAddressOf, normalizeCaip10Account } from './caip10Account.ts'
import { SmartSessionError } from './smartSession.ts'

/**
 * The message the account signs with personal_sign to revoke a session.
 *
 * @example
 * await wallet.signMessage({ message: revokeSessionMessage(pci) })
 */
export const revokeSessionMessage = (pci: string) => `Revoke session ${pci}`

async function signedBy(address: Hex, pci: string, signature: Hex): Promise<boolean> {
  try {
    return await verifyMessage({ address, message: revokeSessionMessage(pci), signature })
  } catch {
    return false // a signature that does not even parse
  }
}

/**
 * Revokes the account's session `pci`, granted to `projectId` (another project's session is unknown here), when `signature` is the account's personal_sign over
 * {@link revokeSessionMessage}; the revocation and its proof are stored in one transaction.
 * Throws {@link SmartSessionError}: 404 unknown pci, 400 bad signature, 409 already revoked.
 *
 * @example
 * await revokeSmartSession(db, { account: 'eip155:31337:0xf39F…', pci, signature })
 */
export async function revokeSmartSession(
  db: Database,
  { account, pci, signature, projectId }: { account: string; pci: string; signature: Hex; projectId: string },
): Promise<{ revokedAt: number }> {
  const normalized = normalizeCaip10Account(account)
  const address = evmAddressOf(account)
  if (!normalized || !address) {
    throw new SmartSessionError(
      400,
      'UNSUPPORTED_ACCOUNT',
      'only eip155 CAIP-10 accounts can revoke sessions',
    )
  }
  const unknown = () =>
    new SmartSessionError(404, 'UNKNOWN_PCI', `no session '${pci}' for account ${normalized}`)
  const already = () => new SmartSessionError(409, 'ALREADY_REVOKED', `session '${pci}' is already revoked`)
  const found = await db.query<{ revoked: boolean }>(
    'SELECT revoked_at IS NOT NULL AS revoked FROM smart_sessions WHERE pci = $1 AND account = $2 AND project_id = $3',
    [pci, normalized, projectId],
  )
  if (found.length === 0) throw unknown()
  if (found[0]!.revoked) throw already()
  if (!(await signedBy(address, pci, signature))) {
    throw new SmartSessionError(
      400,
      'BAD_SIGNATURE',
      `signature is not ${address}'s personal_sign over '${revokeSessionMessage(pci)}'`,
    )
  }
  return db.transaction(async (tx) => {
    // Only a still-active row changes, so two concurrent revokes cannot both succeed.
    const updated = await tx.query<{ revoked_at: number }>(
      `UPDATE smart_sessions SET revoked_at = now()
       WHERE pci = $1 AND account = $2 AND project_id = $3 AND revoked_at IS NULL
       RETURNING floor(extract(epoch FROM revoked_at))::float8 AS revoked_at`,
      [pci, normalized, projectId],
    )
    if (updated.length === 0) throw already()
    await tx.query(
      'INSERT INTO smart_session_revocations (pci, signature, revoked_at) VALUES ($1, $2, now())',
      [pci, signature],
    )
    return { revokedAt: Number(updated[0]!.revoked_at) }
  })
}
