import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetAccounts } from '../../testing/devnet.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { createSmartSession, type NewSmartSession } from './createSmartSession.ts'
import { listSmartSessions } from './listSmartSessions.ts'

const owner = devnetAccounts[1]!.address
const other = devnetAccounts[2]!.address
const grant = (account: string, pci?: string): NewSmartSession => ({
  projectId: 'sessions-app',
  account,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: '0x04' }] } },
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000' } }],
  policies: [{ type: 'gas-limit', data: { limit: '0x1' } }],
  expiry: 2_000_000_000,
  ...(pci ? { pci } : {}),
})

describe.each(testDatabases)('smart sessions are stored and listed per account on $kind', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'sessions-app', name: 'Sessions App', origins: [] })
  })
  afterAll(async () => {
    await db?.close()
  })

  it('lists what was created for the account, whatever the address case, with the project name', async () => {
    const created = await createSmartSession(db, grant(`eip155:31337:${owner.toLowerCase()}`, 'pci-1'))
    await createSmartSession(db, grant(`eip155:31337:${other}`, 'pci-other'))
    expect(created).toEqual({
      pci: 'pci-1',
      project: { id: 'sessions-app', name: 'Sessions App' },
      account: `eip155:31337:${owner}`,
      signer: grant(owner).signer,
      permissions: grant(owner).permissions,
      policies: grant(owner).policies,
      expiry: 2_000_000_000,
      createdAt: expect.any(Number),
    })
    expect(Math.abs(created.createdAt - Date.now() / 1000)).toBeLessThan(60)

    const listed = await listSmartSessions(
      db,
      `eip155:31337:${owner.toUpperCase().replace('0X', '0x')}`,
      'sessions-app',
    )
    expect(listed).toEqual([created])
  })

  it('generates a pci when none is given, and an account without sessions has none', async () => {
    const { pci } = await createSmartSession(db, grant(`eip155:1:${owner}`))
    expect(pci).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await listSmartSessions(db, `eip155:10:${owner}`, 'sessions-app')).toEqual([])
    expect(await listSmartSessions(db, 'not-an-account', 'sessions-app')).toEqual([])
  })

  it('refuses a session without a CAIP-10 account, a positive expiry or a permission', async () => {
    await expect(createSmartSession(db, grant(owner))).rejects.toThrow(/is not a CAIP-10 account/)
    await expect(createSmartSession(db, { ...grant(`eip155:1:${owner}`), expiry: 0 })).rejects.toThrow(
      'expiry must be a positive unix time in seconds',
    )
    await expect(createSmartSession(db, { ...grant(`eip155:1:${owner}`), permissions: [] })).rejects.toThrow(
      'a session needs at least one permission',
    )
  })
})
