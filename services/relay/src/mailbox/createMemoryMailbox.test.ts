import { afterEach, describe, expect, it } from 'vitest'
import { describeMailboxContract } from '../testing/describeMailboxContract.ts'
import { createMemoryMailbox } from './createMemoryMailbox.ts'
import type { Mailbox, StoredMessage } from './mailbox.ts'

describeMailboxContract('memory mailbox', async (limits) => createMemoryMailbox({ limits }))

describe('memory mailbox', () => {
  let mailbox: Mailbox
  afterEach(() => mailbox.close())

  it('measures the TTL from the publish time on its clock', async () => {
    let now = 1_000_000
    mailbox = createMemoryMailbox({ now: () => now })
    const message: StoredMessage = { topic: 't', message: 'm', publishedAt: now, tag: 0, ttl: 60, hash: 'h' }
    await mailbox.store(message, 'publisher')
    now += 59_000
    expect(await mailbox.pending('t', 'late')).toHaveLength(1)
    now += 2_000
    expect(await mailbox.pending('t', 'late')).toEqual([])
  })
})
