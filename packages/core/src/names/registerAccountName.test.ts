import { AddressOrAuthConnectorNotFoundError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { readCache } from '../storage/timestampedCache.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE, createFakeProvider } from '../testing/fakeProvider.ts'
import { devnet } from '../testing/networks.ts'
import { canRegisterAccountName } from './canRegisterAccountName.ts'
import { fetchNameSuggestions, registerAccountName } from './registerAccountName.ts'

function nameApi(register: () => Response) {
  const bodies: unknown[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    if (url.pathname === '/v1/profile/nonce') return Response.json({ nonce: 'ab'.repeat(16) })
    if (url.pathname === '/v1/profile/account') {
      bodies.push(JSON.parse(String(init?.body)))
      return register()
    }
    if (url.pathname.startsWith('/v1/profile/suggestions/')) {
      return Response.json({ suggestions: [{ name: 'alice1.reown.id', registered: false }] })
    }
    return new Response('not found', { status: 404 })
  }
  return { fetch: fetch as typeof globalThis.fetch, bodies }
}

function embeddedAccount(fetch: typeof globalThis.fetch) {
  const context = createTestContext({}, fetch)
  const wallet = createFakeProvider({ answers: { personal_sign: `0x${'5'.repeat(130)}` } })
  context.stores.account.setState({
    status: 'connected',
    address: ALICE,
    caipAddress: `eip155:31337:${ALICE}`,
  })
  context.stores.chain.setState({ activeNetwork: devnet })
  context.stores.connection.setState({
    connections: {
      eip155: {
        connectorId: 'auth',
        connectorType: 'AUTH',
        name: 'Email',
        icon: undefined,
        caipAddress: `eip155:31337:${ALICE}`,
        provider: wallet.provider,
        adapter: undefined,
      },
    },
  })
  return { context, wallet }
}

function injectedAccount(fetch: typeof globalThis.fetch, features: { email: boolean; socials?: false }) {
  // The embedded wallet's loader is never called here: only its presence (the app offers it) matters.
  const context = createTestContext({ features }, fetch, {
    embeddedWallet: () => Promise.reject(new Error('the embedded wallet is not loaded in this test')),
  })
  const wallet = createFakeProvider({ answers: { personal_sign: `0x${'5'.repeat(130)}` } })
  context.stores.account.setState({
    status: 'connected',
    address: ALICE,
    caipAddress: `eip155:31337:${ALICE}`,
  })
  context.stores.chain.setState({ activeNetwork: devnet })
  context.stores.connection.setState({
    connections: {
      eip155: {
        connectorId: 'dev.portico.wallet',
        connectorType: 'ANNOUNCED',
        name: 'Portico Dev Wallet',
        icon: undefined,
        caipAddress: `eip155:31337:${ALICE}`,
        provider: wallet.provider,
        adapter: undefined,
      },
    },
  })
  return { context, wallet }
}

describe('name registration (§4, §5)', () => {
  it('signs the message, registers the name and sets the profile name', async () => {
    const api = nameApi(() => Response.json({ name: 'alice.reown.id' }))
    const { context, wallet } = embeddedAccount(api.fetch)
    await expect(registerAccountName(context, 'alice')).resolves.toBe('alice.reown.id')
    expect(wallet.calls).toContain('personal_sign')
    const body = api.bodies[0] as { coin_type: number; address: string; message: string }
    expect(body.coin_type).toBe(0x80000000 + 31337)
    expect(JSON.parse(body.message)).toMatchObject({
      name: 'alice.reown.id',
      attributes: {},
      coinType: 0x80000000 + 31337,
      nonce: 'ab'.repeat(16),
      service: new URL(context.stores.options.getState().endpoints.api).host,
    })
    expect(context.stores.account.getState().profileName).toBe('alice.reown.id')
    expect(context.stores.router.getState().view).toBe('RegisterAccountNameSuccess')
    // The cached identity (§9, 5 min) has the name, so it shows after a reload too.
    expect(readCache(context.storage, 'identity', ALICE)).toEqual({
      name: 'alice.reown.id',
      avatar: undefined,
    })
  })

  it("on failure returns to RegisterAccountName with the server's first reason", async () => {
    const api = nameApi(() =>
      Response.json({ reasons: [{ description: 'Name is already taken' }] }, { status: 409 }),
    )
    const { context } = embeddedAccount(api.fetch)
    await expect(registerAccountName(context, 'alice')).rejects.toThrow('Name is already taken')
    expect(context.stores.router.getState().view).toBe('RegisterAccountName')
    expect(context.stores.names.getState().error?.message).toBe('Name is already taken')
  })

  it('refuses a name that breaks the rule before asking the wallet', async () => {
    const api = nameApi(() => Response.json({}))
    const { context, wallet } = embeddedAccount(api.fetch)
    await expect(registerAccountName(context, 'ab')).rejects.toThrow(
      'Name must be at least 4 letters, digits or hyphens',
    )
    expect(wallet.calls).toEqual([])
  })

  it('registers for an injected wallet when the app offers the auth connector (email login on), signed by that wallet', async () => {
    const api = nameApi(() => Response.json({ name: 'alice.reown.id' }))
    const { context, wallet } = injectedAccount(api.fetch, { email: true })
    expect(canRegisterAccountName(context)).toBe(true)
    await expect(registerAccountName(context, 'alice')).resolves.toBe('alice.reown.id')
    expect(wallet.calls).toEqual(['personal_sign'])
  })

  it('refuses an injected wallet when the app offers no auth connector (no email, no socials)', async () => {
    const api = nameApi(() => Response.json({ name: 'alice.reown.id' }))
    const { context, wallet } = injectedAccount(api.fetch, { email: false, socials: false })
    expect(canRegisterAccountName(context)).toBe(false)
    await expect(registerAccountName(context, 'alice')).rejects.toThrow('Address or auth connector not found')
    expect(wallet.calls).toEqual([])
  })

  it('is offered only on eip155 networks with an id below 2^31 (§1, §5)', () => {
    const { context } = embeddedAccount(nameApi(() => Response.json({})).fetch)
    expect(canRegisterAccountName(context)).toBe(true)
    context.stores.chain.setState({
      activeNetwork: { ...devnet, id: 2 ** 31, caipNetworkId: 'eip155:2147483648' },
    })
    expect(canRegisterAccountName(context)).toBe(false)
    context.stores.chain.setState({
      activeNetwork: {
        ...devnet,
        id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        chainNamespace: 'solana',
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      },
    })
    expect(canRegisterAccountName(context)).toBe(false)
    context.stores.chain.setState({ activeNetwork: devnet })
    context.stores.account.setState({ status: 'disconnected', address: undefined, caipAddress: undefined })
    expect(canRegisterAccountName(context)).toBe(false)
  })

  it('needs an address and an auth connector', async () => {
    const context = createTestContext()
    context.stores.chain.setState({ activeNetwork: devnet })
    await expect(registerAccountName(context, 'alice')).rejects.toThrow(AddressOrAuthConnectorNotFoundError)
  })

  it('lists suggestions with a loading flag', async () => {
    const { context } = embeddedAccount(nameApi(() => Response.json({})).fetch)
    const loading: boolean[] = []
    context.stores.names.subscribe((state) => loading.push(state.loading))
    await fetchNameSuggestions(context, 'alice')
    expect(loading[0]).toBe(true)
    expect(context.stores.names.getState().loading).toBe(false)
    expect(context.stores.names.getState().suggestions).toEqual([
      { name: 'alice1.reown.id', registered: false },
    ])
    expect(context.stores.names.getState().label).toBe('alice')
  })

  it('drops the answer for a label typed over before it came', async () => {
    const answers: Record<string, (response: Response) => void> = {}
    const fetch = ((input: RequestInfo | URL) =>
      new Promise<Response>((resolve) => {
        answers[decodeURIComponent(new URL(String(input)).pathname.split('/').at(-1) ?? '')] = resolve
      })) as typeof globalThis.fetch
    const { context } = embeddedAccount(fetch)
    const first = fetchNameSuggestions(context, 'alic')
    const second = fetchNameSuggestions(context, 'alice')
    answers.alice!(Response.json({ suggestions: [{ name: 'alice.reown.id', registered: false }] }))
    await second
    answers.alic!(Response.json({ suggestions: [{ name: 'alic1.reown.id', registered: false }] }))
    await first
    expect(context.stores.names.getState()).toMatchObject({
      label: 'alice',
      loading: false,
      suggestions: [{ name: 'alice.reown.id', registered: false }],
    })
  })
})
