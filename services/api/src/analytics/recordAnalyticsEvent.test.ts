import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { isAnalyticsEnabled, setAnalyticsEnabled } from './analyticsEnabled.ts'
import { recordAnalyticsEvent } from './recordAnalyticsEvent.ts'

describe.each(testDatabases)('analytics storage on $kind', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'one', name: 'one', origins: [] })
    await createProject(db, { id: 'two', name: 'two', origins: [] })
  })
  afterAll(() => db?.close())

  const event = (projectId: string, eventId: string) => ({
    projectId,
    eventId,
    url: 'https://shop.example/',
    domain: 'shop.example',
    timestamp: Date.now(),
    props: { event: 'MODAL_OPEN' },
  })

  it('stores an event once; the same eventId again is a duplicate, but another project may reuse it', async () => {
    const eventId = randomUUID()
    expect(await recordAnalyticsEvent(db, event('one', eventId))).toBe('stored')
    expect(await recordAnalyticsEvent(db, event('one', eventId))).toBe('duplicate')
    expect(await recordAnalyticsEvent(db, event('two', eventId))).toBe('stored')
  })

  it('has analytics on by default, and remembers a project turning it off and on again', async () => {
    expect(await isAnalyticsEnabled(db, 'one')).toBe(true)
    await setAnalyticsEnabled(db, 'one', false)
    expect(await isAnalyticsEnabled(db, 'one')).toBe(false)
    expect(await isAnalyticsEnabled(db, 'two')).toBe(true)
    await setAnalyticsEnabled(db, 'one', true)
    expect(await isAnalyticsEnabled(db, 'one')).toBe(true)
  })
})
