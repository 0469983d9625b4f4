import { afterEach, describe, expect, it, vi } from 'vitest'
import { writeCache } from '../storage/timestampedCache.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeAdapter } from '../testing/fakeAdapter.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { devnet, testnet } from '../testing/networks.ts'
import { syncIdentity } from './syncIdentity.ts'
import { watchIdentity } from './watchIdentity.ts'

type Answer = Record<string, () => Response>

function api(answers: Answer) {
  const paths: string[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname
    paths.push(path)
    const answer = Object.entries(answers).find(([prefix]) => path.startsWith(prefix))?.[1]
    return answer ? answer() : new Response('not found', { status: 404 })
  }
  return { fetch: fetch as typeof globalThis.fetch, paths }
}

function connectedContext(fetch: typeof globalThis.fetch, options = {}) {
  const context = createTestContext(options, fetch)
  context.stores.account.setState({
    status: 'connected',
    address: ALICE,
    caipAddress: `eip155:31337:${ALICE}`,
    profileName: 'stale',
    profileImage: 'https://img.example/stale.png',
  })
  context.stores.chain.setState({ activeNetwork: devnet })
  return context
}

afterEach(() => void vi.useRealTimers())

describe('identity sync (§4)', () => {
  it('is cleared for testnet chains', async () => {
    const { fetch, paths } = api({})
    const context = connectedContext(fetch)
    context.stores.chain.setState({ activeNetwork: testnet })
    await syncIdentity(context)
    expect(context.stores.account.getState()).toMatchObject({
      profileName: undefined,
      profileImage: undefined,
    })
    expect(paths).toEqual([])
  })

  it('is cleared for non-EVM chains', async () => {
    const { fetch, paths } = api({})
    const context = connectedContext(fetch)
    context.stores.chain.setState({
      activeNetwork: { ...devnet, chainNamespace: 'solana', caipNetworkId: 'solana:x' },
    })
    await syncIdentity(context)
    expect(context.stores.account.getState().profileName).toBeUndefined()
    expect(paths).toEqual([])
  })

  it('is fetched from the identity endpoint', async () => {
    const { fetch, paths } = api({
      '/v1/identity/': () => Response.json({ name: 'alice.reown.id', avatar: 'https://img.example/a.png' }),
    })
    const context = connectedContext(fetch)
    await syncIdentity(context)
    expect(context.stores.account.getState()).toMatchObject({
      profileName: 'alice.reown.id',
      profileImage: 'https://img.example/a.png',
    })
    expect(paths).toEqual([`/v1/identity/${ALICE}`])
  })

  it('falls back to the adapter profile when the identity has no name', async () => {
    const { fetch } = api({ '/v1/identity/': () => Response.json({ name: null, avatar: null }) })
    const fake = createFakeAdapter()
    fake.adapter.getProfile = async () => ({ name: 'alice.eth', avatar: 'https://img.example/e.png' })
    const context = connectedContext(fetch, { adapters: [fake.adapter] })
    await syncIdentity(context)
    expect(context.stores.account.getState()).toMatchObject({ profileName: 'alice.eth' })
  })

  it('falls back to a name lookup when the identity endpoint and the adapter fail', async () => {
    const { fetch, paths } = api({
      '/v1/identity/': () => new Response('down', { status: 503 }),
      '/v1/profile/reverse/': () => Response.json([{ name: 'alice.wcn.id', attributes: {} }]),
    })
    const context = connectedContext(fetch)
    await syncIdentity(context)
    expect(context.stores.account.getState()).toMatchObject({
      profileName: 'alice.wcn.id',
      profileImage: undefined,
    })
    expect(paths).toEqual([`/v1/identity/${ALICE}`, `/v1/profile/reverse/${ALICE}`])
  })

  it('clears the image when every step fails', async () => {
    const { fetch } = api({})
    const context = connectedContext(fetch)
    await syncIdentity(context)
    expect(context.stores.account.getState()).toMatchObject({
      profileName: undefined,
      profileImage: undefined,
    })
  })

  it('uses the 5 minute identity cache (§9)', async () => {
    vi.useFakeTimers()
    const { fetch, paths } = api({
      '/v1/identity/': () => Response.json({ name: 'alice.reown.id', avatar: null }),
    })
    const context = connectedContext(fetch)
    writeCache(context.storage, 'identity', ALICE, { name: 'cached.reown.id', avatar: undefined })
    await syncIdentity(context)
    expect(context.stores.account.getState().profileName).toBe('cached.reown.id')
    expect(paths).toEqual([])
    vi.advanceTimersByTime(5 * 60 * 1000)
    await syncIdentity(context)
    expect(context.stores.account.getState().profileName).toBe('alice.reown.id')
  })

  it('runs again when the account or network changes', async () => {
    const { fetch, paths } = api({
      '/v1/identity/': () => Response.json({ name: 'alice.reown.id', avatar: null }),
    })
    const context = createTestContext({}, fetch)
    const stop = watchIdentity(context)
    context.stores.account.setState({
      status: 'connected',
      address: ALICE,
      caipAddress: `eip155:31337:${ALICE}`,
    })
    await vi.waitFor(() => expect(context.stores.account.getState().profileName).toBe('alice.reown.id'))
    expect(paths).toHaveLength(1)
    stop()
  })
})
