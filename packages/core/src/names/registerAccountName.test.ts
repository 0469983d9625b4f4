import { AddressOrAuthConnectorNotFoundError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE, createFakeProvider } from '../testing/fakeProvider.ts'
import { devnet } from '../testing/networks.ts'
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
  })
})
