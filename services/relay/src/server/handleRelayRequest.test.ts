import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryMailbox } from '../mailbox/createMemoryMailbox.ts'
import { connectRelayClient, type RelayTestClient } from '../testing/connectRelayClient.ts'
import { createRelayServer, type RelayServer } from './createRelayServer.ts'
import { randomTopic } from './randomTopic.ts'

// Every irn_* and wc_* method the relay answers, over real sockets, as the WalletConnect client calls them.
let relay: RelayServer
let alice: RelayTestClient
let bob: RelayTestClient
beforeAll(async () => {
  relay = await createRelayServer({ port: 0, mailbox: createMemoryMailbox() })
  alice = await connectRelayClient(relay.url)
  bob = await connectRelayClient(relay.url)
})
afterAll(async () => {
  await Promise.all([alice.close(), bob.close()])
  await relay.close()
})

const isDelivery = (topic: string, message?: string) => (frame: Record<string, unknown>) => {
  const data = (frame.params as { data?: { topic: string; message: string } } | undefined)?.data
  return (
    frame.method === 'irn_subscription' && data?.topic === topic && (!message || data.message === message)
  )
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

describe('irn_* methods', () => {
  it('irn_subscribe and irn_publish: delivery by irn_subscription with the subscription id, tag and ttl', async () => {
    const topic = randomTopic()
    const { result: id } = await bob.call('irn_subscribe', { topic })
    expect(
      await alice.call('irn_publish', { topic, message: 'b25l', ttl: 60, tag: 1108, prompt: true }),
    ).toEqual({ id: expect.any(Number), jsonrpc: '2.0', result: true })
    const delivery = await bob.next(isDelivery(topic))
    expect(delivery).toMatchObject({
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id, data: { topic, message: 'b25l', tag: 1108, publishedAt: expect.any(Number) } },
    })
    // The same client gets the same subscription id again (the WalletConnect client relies on it).
    expect((await bob.call('irn_subscribe', { topic })).result).toBe(id)
  })

  it('does not send a publisher its own message', async () => {
    const topic = randomTopic()
    await alice.call('irn_subscribe', { topic })
    await bob.call('irn_subscribe', { topic })
    await alice.call('irn_publish', { topic, message: 'bWluZQ==' })
    await bob.next(isDelivery(topic))
    await settle()
    expect(alice.deliveries.filter((delivery) => delivery.topic === topic)).toEqual([])
  })

  it('irn_batchSubscribe answers the ids in order; irn_batchPublish delivers each message', async () => {
    const topics = [randomTopic(), randomTopic()]
    const { result: ids } = await bob.call('irn_batchSubscribe', { topics })
    expect(ids).toEqual([(await bob.call('irn_subscribe', { topic: topics[0] })).result, expect.any(String)])
    await alice.call('irn_batchPublish', {
      messages: [
        { topic: topics[0], message: 'Zmlyc3Q=', ttl: 60, tag: 1 },
        { topic: topics[1], message: 'c2Vjb25k', ttl: 60, tag: 2 },
      ],
    })
    expect(await bob.next(isDelivery(topics[0]!))).toMatchObject({ params: { data: { tag: 1 } } })
    expect(await bob.next(isDelivery(topics[1]!))).toMatchObject({ params: { data: { tag: 2 } } })
  })

  it('irn_unsubscribe and irn_batchUnsubscribe stop deliveries', async () => {
    const [one, two, three] = [randomTopic(), randomTopic(), randomTopic()]
    await bob.call('irn_batchSubscribe', { topics: [one, two, three] })
    expect((await bob.call('irn_unsubscribe', { topic: one, id: 'ignored' })).result).toBe(true)
    expect(
      (await bob.call('irn_batchUnsubscribe', { subscriptions: [{ topic: two }, { topic: three }] })).result,
    ).toBe(true)
    for (const topic of [one, two, three]) await alice.call('irn_publish', { topic, message: 'Z29uZQ==' })
    await settle()
    expect(bob.deliveries.filter((delivery) => [one, two, three].includes(delivery.topic))).toEqual([])
  })

  it('irn_fetchMessages returns what waits and counts it delivered', async () => {
    const topic = randomTopic()
    await alice.call('irn_publish', { topic, message: 'd2FpdGluZw==', tag: 1000 })
    expect(await bob.call('irn_fetchMessages', { topic })).toMatchObject({
      result: { messages: [{ topic, message: 'd2FpdGluZw==', tag: 1000 }], hasMore: false },
    })
    expect((await bob.call('irn_fetchMessages', { topic })).result).toEqual({ messages: [], hasMore: false })
    await bob.call('irn_subscribe', { topic })
    await settle()
    expect(bob.deliveries.filter((delivery) => delivery.topic === topic)).toEqual([]) // not sent twice
  })

  it('irn_batchFetchMessages returns what waits on several topics', async () => {
    const topics = [randomTopic(), randomTopic()]
    await alice.call('irn_publish', { topic: topics[0], message: 'YQ==' })
    await alice.call('irn_publish', { topic: topics[1], message: 'Yg==' })
    const { result } = await bob.call('irn_batchFetchMessages', { topics })
    expect((result as { messages: { message: string }[] }).messages.map((m) => m.message).sort()).toEqual([
      'YQ==',
      'Yg==',
    ])
  })
})

describe('wc_proposeSession and wc_approveSession', () => {
  it('subscribe the caller and publish the contained messages with their tags', async () => {
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]
    const dapp = await connectRelayClient(relay.url)
    const wallet = await connectRelayClient(relay.url)

    // The dapp proposes; the wallet scans the QR code later and subscribes to the pairing topic.
    const proposed = await dapp.call('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'cHJvcG9zYWw=',
      ttl: 300,
    })
    expect(proposed.result).toBe(true)
    await wallet.call('irn_subscribe', { topic: pairingTopic })
    expect(await wallet.next(isDelivery(pairingTopic))).toMatchObject({
      params: { data: { message: 'cHJvcG9zYWw=', tag: 1100 } },
    })

    // The wallet approves: the response reaches the dapp on the pairing topic, which the relay subscribed it to.
    const approved = await wallet.call('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
    })
    expect(approved.result).toBe(true)
    expect(await dapp.next(isDelivery(pairingTopic))).toMatchObject({
      params: { data: { message: 'cmVzcG9uc2U=', tag: 1101 } },
    })
    await dapp.call('irn_subscribe', { topic: sessionTopic })
    expect(await dapp.next(isDelivery(sessionTopic))).toMatchObject({
      params: { data: { message: 'c2V0dGxl', tag: 1102 } },
    })
    // The relay subscribed the wallet to the session topic: it hears the dapp's acknowledgement.
    await dapp.call('irn_publish', { topic: sessionTopic, message: 'c2V0dGxlZA==', tag: 1103 })
    expect(await wallet.next(isDelivery(sessionTopic))).toMatchObject({ params: { data: { tag: 1103 } } })
    // Neither got its own messages back.
    await settle()
    expect(dapp.deliveries.map((delivery) => delivery.tag)).toEqual([1101, 1102])
    expect(wallet.deliveries.map((delivery) => delivery.tag)).toEqual([1100, 1103])
    await Promise.all([dapp.close(), wallet.close()])
  })
})
