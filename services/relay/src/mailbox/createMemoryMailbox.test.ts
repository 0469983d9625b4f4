import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryMailbox } from './createMemoryMailbox.ts'
import type { Mailbox, StoredMessage } from './mailbox.ts'

let now = 1_000_000
let mailbox: Mailbox
afterEach(() => mailbox.close())

const message = (hash: string, ttl = 300): StoredMessage => ({
  topic: 't1',
  message: `m-${hash}`,
  publishedAt: now,
  tag: 1100,
  ttl,
  hash,
})

describe('memory mailbox', () => {
  it('keeps a message until every recipient acknowledged it', async () => {
    mailbox = createMemoryMailbox({ now: () => now })
    await mailbox.subscribe('t1', 'alice')
    await mailbox.subscribe('t1', 'bob')
    await mailbox.subscribe('t1', 'publisher')
    await mailbox.store(message('a'), 'publisher')
    expect(await mailbox.pending('t1', 'alice')).toHaveLength(1)
    await mailbox.ack('t1', 'a', 'alice')
    expect(await mailbox.pending('t1', 'alice')).toEqual([])
    expect((await mailbox.pending('t1', 'bob')).map((m) => m.hash)).toEqual(['a'])
    await mailbox.ack('t1', 'a', 'bob')
    expect(await mailbox.pending('t1', 'carol')).toEqual([]) // delivered to all: gone
  })

  it('waits for a late subscriber when nobody was subscribed, and drops messages past their TTL', async () => {
    mailbox = createMemoryMailbox({ now: () => now })
    await mailbox.store(message('b', 60), 'publisher')
    await mailbox.store(message('b', 60), 'publisher') // a re-publish is the same message
    expect((await mailbox.pending('t1', 'late')).map((m) => m.hash)).toEqual(['b'])
    now += 61_000
    expect(await mailbox.pending('t1', 'late')).toEqual([])
  })
})
