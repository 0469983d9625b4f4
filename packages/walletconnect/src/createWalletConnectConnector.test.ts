import { PAIRING_DURATION_MS, UserRejectedRequestError, WALLET_CONNECT_EIP155_METHODS } from '@portico/common'
import type { RemoteWalletSessionEvent } from '@portico/core'
import { porticoDevnet, porticoDevnetTwo } from '@portico/devnet/manifest'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryKeyValueStorage } from '@portico/relay/testing'
import { recordFetches, type FetchRecord } from '../testing/recordFetches.ts'
import { startConnectorWorld, type ConnectorWorld } from '../testing/startConnectorWorld.ts'

// The relay round trips these wait for are slow on a loaded 2-core machine: a state is awaited, the limit is only a
// safety net (vi.waitFor's default is 1 s).
const RELAY_WAIT = { timeout: 15_000 }
import { WALLET_METADATA } from '../testing/startTestWallet.ts'

const networks = [porticoDevnet, porticoDevnetTwo]
let fetches: FetchRecord
let world: ConnectorWorld

beforeAll(async () => {
  fetches = recordFetches()
  world = await startConnectorWorld(networks)
})
afterAll(async () => {
  await world?.close()
  fetches?.restore()
})

describe('createWalletConnectConnector against our relay and a sign-client wallet', () => {
  it('reports the pairing URI with a 4-minute expiry, then resolves with the approved session', async () => {
    const connector = await world.createConnector()
    const pairings: { uri: string; expiresAt: number }[] = []
    const startedAt = Date.now()
    const session = await connector.connect({
      networks,
      onPairing: (pairing) => {
        pairings.push(pairing)
        void world.wallet.pair(pairing.uri)
      },
    })

    expect(pairings).toHaveLength(1)
    expect(pairings[0]?.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(pairings[0]?.expiresAt).toBeGreaterThanOrEqual(startedAt + PAIRING_DURATION_MS)
    expect(pairings[0]?.expiresAt).toBeLessThanOrEqual(Date.now() + PAIRING_DURATION_MS)

    // Only optional namespaces, with every configured eip155 chain and §9's method list.
    const proposal = world.wallet.proposals.at(-1)
    expect(proposal?.requiredNamespaces).toEqual({})
    expect(proposal?.optionalNamespaces).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: [...WALLET_CONNECT_EIP155_METHODS],
        events: ['accountsChanged', 'chainChanged'],
      },
    })

    const address = world.wallet.account.address
    expect(session.accounts).toEqual([`eip155:31337:${address}`, `eip155:31338:${address}`])
    expect(session.namespaces).toEqual(['eip155'])
    expect(session.peer).toEqual({
      name: WALLET_METADATA.name,
      icon: WALLET_METADATA.icons[0],
      url: WALLET_METADATA.url,
    })
    expect(world.wallet.sessionTopics()).toContain(session.topic)
    expect(await session.eip155Provider?.request({ method: 'eth_accounts' })).toEqual([address])
  })

  it('rejects with UserRejectedRequestError when the wallet declines the proposal', async () => {
    const connector = await world.createConnector()
    world.wallet.onProposal = 'reject'
    try {
      const declined = world.connectWallet(connector)
      await expect(declined).rejects.toBeInstanceOf(UserRejectedRequestError)
      await expect(declined).rejects.toMatchObject({ cause: { code: 5000 } })
    } finally {
      world.wallet.onProposal = 'approve'
    }
    expect(await connector.restore()).toBeUndefined()
  })

  it("rejects with 'Request was aborted' when the signal aborts, before or while waiting", async () => {
    const connector = await world.createConnector()
    const early = new AbortController()
    early.abort()
    await expect(world.connectWallet(connector, early.signal)).rejects.toThrow('Request was aborted')

    const controller = new AbortController()
    let reported = false
    const waiting = connector.connect({
      networks,
      signal: controller.signal,
      onPairing: () => {
        reported = true
        controller.abort() // the modal closed before any wallet scanned the code
      },
    })
    await expect(waiting).rejects.toThrow('Request was aborted')
    await expect(waiting).rejects.toBeInstanceOf(Error)
    expect(reported).toBe(true)
  })

  it('ends the session at the wallet on disconnect(), and a second disconnect() does nothing', async () => {
    const connector = await world.createConnector()
    const session = await world.connectWallet(connector)
    expect(world.wallet.sessionTopics()).toContain(session.topic)

    await connector.disconnect()
    await vi.waitFor(() => expect(world.wallet.sessionTopics()).not.toContain(session.topic), {
      timeout: 5_000,
    })
    expect(await connector.restore()).toBeUndefined()
    await expect(connector.disconnect()).resolves.toBeUndefined()
  })

  it('tells listeners and the provider when the wallet deletes the session', async () => {
    const connector = await world.createConnector()
    const session = await world.connectWallet(connector)
    const events: RemoteWalletSessionEvent[] = []
    connector.onSessionEvent((event) => events.push(event))
    const disconnected = new Promise<{ code: number }>((resolve) => {
      session.eip155Provider?.on('disconnect', resolve)
    })

    await world.wallet.client.disconnect({ topic: session.topic, reason: { code: 6000, message: 'bye' } })

    expect((await disconnected).code).toBe(4900)
    await vi.waitFor(() => expect(events).toEqual([{ type: 'deleted' }]), RELAY_WAIT)
    expect(await session.eip155Provider?.request({ method: 'eth_accounts' })).toEqual([])
    expect(await connector.restore()).toBeUndefined()
    await expect(connector.disconnect()).resolves.toBeUndefined() // the wallet is gone: nothing to tell
  })

  it('restores the session in a new connector with the same storage (a page reload), which still signs', async () => {
    const storage = createMemoryKeyValueStorage()
    const first = await world.createConnector(storage)
    const session = await world.connectWallet(first)
    await session.eip155Provider?.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    await first.close()

    const reloaded = await world.createConnector(storage)
    const restored = await reloaded.restore()
    expect(restored?.topic).toBe(session.topic)
    expect(restored?.accounts).toEqual(session.accounts)
    expect(restored?.peer.name).toBe(WALLET_METADATA.name)
    expect(await restored?.eip155Provider?.request({ method: 'eth_chainId' })).toBe('0x7a6a') // as left

    const address = world.wallet.account.address
    const signature = (await restored?.eip155Provider?.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
    })) as `0x${string}`
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)
  })

  it('ends the previous session at the wallet when a new one is approved', async () => {
    const connector = await world.createConnector()
    const first = await world.connectWallet(connector)
    const second = await world.connectWallet(connector)
    await vi.waitFor(() => expect(world.wallet.sessionTopics()).not.toContain(first.topic), {
      timeout: 5_000,
    })
    expect(world.wallet.sessionTopics()).toContain(second.topic)
    expect((await connector.restore())?.topic).toBe(second.topic)
    await expect(first.eip155Provider?.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4900,
    })
    // Core ends the replaced session by its topic while connecting the new one: the new one must survive.
    await connector.disconnect(first.topic)
    expect(world.wallet.sessionTopics()).toContain(second.topic)
    expect((await connector.restore())?.topic).toBe(second.topic)
  })

  it('sends no HTTP request at all (telemetry off, Verify local): the relay is its only peer', () => {
    expect(fetches.urls).toEqual([])
  })
})
