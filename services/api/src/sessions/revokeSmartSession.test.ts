import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetAccounts } from '../../testing/devnet.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { createSmartSession } from './createSmartSession.ts'
import { listSmartSessions } from './listSmartSessions.ts'
import { revokeSessionMessage, revokeSmartSession } from './revokeSmartSession.ts'

const owner = privateKeyToAccount(devnetAccounts[1]!.privateKey)
const stranger = privateKeyToAccount(devnetAccounts[2]!.privateKey)
const account = `eip155:31337:${owner.address}`

describe.each(testDatabases)('revoking a smart session needs the account signature, on $kind', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'revoke-app', name: 'Revoke App', origins: [] })
    for (const pci of ['pci-a', 'pci-b']) {
      await createSmartSession(db, {
        pci,
        projectId: 'revoke-app',
        account,
        signer: { type: 'keys', data: {} },
        permissions: [{ type: 'contract-call', data: {} }],
        expiry: 2_000_000_000,
      })
    }
  })
  afterAll(async () => {
    await db?.close()
  })

  it('revokes with the account personal_sign over the documented message, and stores the proof', async () => {
    const signature = await owner.signMessage({ message: revokeSessionMessage('pci-a') })
    const { revokedAt } = await revokeSmartSession(db, {
      account,
      pci: 'pci-a',
      signature,
      projectId: 'revoke-app',
    })
    expect(Math.abs(revokedAt - Date.now() / 1000)).toBeLessThan(60)
    const sessions = await listSmartSessions(db, account, 'revoke-app')
    expect(sessions.find((s) => s.pci === 'pci-a')?.revokedAt).toBe(revokedAt)
    expect(sessions.find((s) => s.pci === 'pci-b')?.revokedAt).toBeUndefined()
    const proof = await db.query('SELECT signature FROM smart_session_revocations WHERE pci = $1', ['pci-a'])
    expect(proof).toEqual([{ signature }])
  })

  it('refuses a second revoke of the same session with 409', async () => {
    const signature = await owner.signMessage({ message: revokeSessionMessage('pci-a') })
    await expect(
      revokeSmartSession(db, { account, pci: 'pci-a', signature, projectId: 'revoke-app' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: "session 'pci-a' is already revoked",
    })
  })

  it('refuses a signature by another key, over another pci, or unparsable, and changes nothing', async () => {
    const bad = [
      await stranger.signMessage({ message: revokeSessionMessage('pci-b') }),
      await owner.signMessage({ message: revokeSessionMessage('pci-a') }),
      '0x1234' as const,
    ]
    for (const signature of bad) {
      await expect(
        revokeSmartSession(db, { account, pci: 'pci-b', signature, projectId: 'revoke-app' }),
      ).rejects.toMatchObject({
        statusCode: 400,
        code: 'BAD_SIGNATURE',
        message: `signature is not ${owner.address}'s personal_sign over 'Revoke session pci-b'`,
      })
    }
    const sessions = await listSmartSessions(db, account, 'revoke-app')
    expect(sessions.find((s) => s.pci === 'pci-b')?.revokedAt).toBeUndefined()
    expect(await db.query('SELECT 1 FROM smart_session_revocations WHERE pci = $1', ['pci-b'])).toEqual([])
  })

  it('answers 404 for a pci the account does not have, even when another account has it', async () => {
    const signature = await stranger.signMessage({ message: revokeSessionMessage('pci-b') })
    await expect(
      revokeSmartSession(db, {
        account: `eip155:31337:${stranger.address}`,
        pci: 'pci-b',
        signature,
        projectId: 'revoke-app',
      }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'UNKNOWN_PCI' })
    await expect(
      revokeSmartSession(db, { account, pci: 'nope', signature, projectId: 'revoke-app' }),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: `no session 'nope' for account ${account}`,
    })
  })
})
