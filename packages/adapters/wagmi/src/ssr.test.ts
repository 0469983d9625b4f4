// @vitest-environment happy-dom
// SSR with `ssr: true` and cookie storage (issue 17): the page a server renders from the request's cookie
// (wagmi's cookieToInitialState) hydrates in the browser without a mismatch and shows the same account; then
// wagmi and the modal reconnect once, without a prompt. The dev wallet answers accounts and chain by itself, so
// no devnet runs here (wagmi 3; the React bits are wagmi's own).
import {
  createAppKitCore,
  createMemoryStorage,
  type AnnouncedProviderSource,
  type AppKitCore,
} from '@portico/core'
import { devnetAccounts, porticoDevnet, porticoDevnetTwo } from '@portico/devnet/manifest'
import { createDevWalletProvider } from '@portico/wallet'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, createElement, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { EIP1193Provider } from 'viem'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  cookieStorage,
  cookieToInitialState,
  createStorage,
  injected,
  useAccount,
  WagmiProvider,
  type State,
} from 'wagmi'
import { WagmiAdapter } from './WagmiAdapter.ts'

// React's act() is meant for this environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
// No data API here: core's background reads (balance, wallet list) get empty answers.
vi.stubGlobal('fetch', async () => Response.json({ data: [], count: 0 }))

const RDNS = 'io.portico.devwallet'
const NAME = 'Portico Dev Wallet'
const networks = [porticoDevnet, porticoDevnetTwo] as const
const holder = devnetAccounts[4]!
// The browser's wallet: it outlives page loads, and it remembers the site it approved.
const wallet = createDevWalletProvider({
  privateKey: holder.privateKey,
  chains: networks.map(({ id, name, rpcUrls }) => ({ id, name, rpcUrl: rpcUrls.default.http[0]! })),
})
const provider = wallet as unknown as EIP1193Provider

/** The app's module, as each page load (and the server) evaluates it. */
function appModule() {
  return new WagmiAdapter({
    networks,
    projectId: 'ssr-test',
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
    multiInjectedProviderDiscovery: false,
    connectors: [injected({ target: () => ({ id: RDNS, name: NAME, provider: provider as never }) })],
  })
}

function announcing(): AnnouncedProviderSource {
  const detail = { info: { rdns: RDNS, uuid: 'ssr-1', name: NAME, icon: 'data:,' }, provider }
  return { subscribe: (listener) => (listener([detail] as never, {} as never), () => undefined) }
}

function Account() {
  const { address, isConnected, isReconnecting } = useAccount()
  return createElement('output', null, `${address ?? 'none'} ${String(isConnected || isReconnecting)}`)
}

function Page({ adapter, initialState }: { adapter: WagmiAdapter; initialState: State | undefined }) {
  const queryClient = new QueryClient()
  const tree: ReactNode = createElement(QueryClientProvider, { client: queryClient }, createElement(Account))
  return createElement(WagmiProvider, { config: adapter.wagmiConfig, initialState }, tree)
}

const cores: AppKitCore[] = []
const roots: Root[] = []
afterAll(() => {
  roots.forEach((root) => root.unmount())
  cores.forEach((core) => core.destroy())
  vi.unstubAllGlobals()
})

/** The last visit: connected from the modal; wagmi kept the connection in its cookie. Returns the cookie. */
async function lastVisit(): Promise<string> {
  const adapter = appModule()
  await adapter.connect({ provider, connectorId: RDNS })
  const cookie = document.cookie
  expect(cookie).toContain('wagmi.store=')
  return cookie
}

/** The server renders the request from its cookie, with its own evaluation of the app module. */
function serverRender(cookie: string): string {
  const server = appModule()
  const initialState = cookieToInitialState(server.wagmiConfig, cookie)
  return renderToString(createElement(Page, { adapter: server, initialState }))
}

/** The browser page: the app module runs and createAppKit starts core's reconnection (§4). */
function browserPage() {
  const adapter = appModule()
  const core = createAppKitCore(
    {
      projectId: 'ssr-test',
      networks,
      adapters: [adapter],
      endpoints: { api: 'http://127.0.0.1:9' },
      features: { analytics: false },
    },
    { announcedProviders: announcing(), storage: createMemoryStorage() },
  )
  cores.push(core)
  const wagmiStatuses: string[] = []
  adapter.wagmiConfig.subscribe(
    (state) => state.status,
    (status) => wagmiStatuses.push(status),
  )
  const coreStatuses: string[] = []
  core.stores.account.subscribe(({ status }) => coreStatuses.push(status))
  const adopted: string[] = []
  adapter.on('connect', ({ address }) => adopted.push(address))
  return { adapter, core, wagmiStatuses, coreStatuses, adopted }
}

/** React hydrates the server's HTML; resolves to what React reported (mismatches, console errors). */
async function hydrate(html: string, adapter: WagmiAdapter, cookie: string) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const errors: unknown[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
  // The request's cookie, handed down by the server (AppKit's Next.js setup), not document.cookie: wagmi's
  // createConfig has already reset that on this page.
  const page = createElement(Page, {
    adapter,
    initialState: cookieToInitialState(adapter.wagmiConfig, cookie),
  })
  await act(async () => {
    roots.push(hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) }))
  })
  consoleError.mockRestore()
  return { errors, shown: () => container.querySelector('output')?.textContent }
}

describe('WagmiAdapter with ssr: true and cookie storage', () => {
  it('hydrates the server page without a mismatch, on the same account, while the modal reconnects', async () => {
    const cookie = await lastVisit()
    const html = serverRender(cookie)
    expect(html).toContain(`${holder.address} true`)

    const requests = vi.spyOn(provider, 'request')
    const { adapter, core, wagmiStatuses, coreStatuses, adopted } = browserPage()
    const { errors, shown } = await hydrate(html, adapter, cookie)

    expect(errors).toEqual([])
    expect(shown()).toBe(`${holder.address} true`)
    // wagmi and the modal end on the same connection, restored once, without a prompt or a flicker.
    expect(await core.reconnect()).toBe(true)
    await vi.waitFor(() => expect(adapter.wagmiConfig.state.status).toBe('connected'))
    expect(core.getAccount()).toMatchObject({ status: 'connected', address: holder.address })
    expect(shown()).toBe(`${holder.address} true`)
    expect(wagmiStatuses).not.toContain('disconnected')
    expect(coreStatuses).not.toContain('disconnected')
    expect(adopted).toEqual([holder.address])
    const methods = requests.mock.calls.map((call) => (call[0] as { method: string }).method)
    expect(methods).not.toContain('eth_requestAccounts')
    requests.mockRestore()
  })

  it('hydrates without a mismatch when the modal had already reconnected wagmi before React ran', async () => {
    const cookie = await lastVisit()
    const html = serverRender(cookie)

    const requests = vi.spyOn(provider, 'request')
    const { adapter, core, wagmiStatuses, coreStatuses, adopted } = browserPage()
    expect(await core.reconnect()).toBe(true)
    expect(adapter.wagmiConfig.state.status).toBe('connected')
    const { errors, shown } = await hydrate(html, adapter, cookie)

    expect(errors).toEqual([])
    expect(shown()).toBe(`${holder.address} true`)
    await vi.waitFor(() => expect(adapter.wagmiConfig.state.status).toBe('connected'))
    expect(core.getAccount()).toMatchObject({ status: 'connected', address: holder.address })
    expect(shown()).toBe(`${holder.address} true`)
    expect(wagmiStatuses).not.toContain('disconnected')
    expect(coreStatuses).not.toContain('disconnected')
    expect(adopted).toEqual([holder.address])
    const methods = requests.mock.calls.map((call) => (call[0] as { method: string }).method)
    expect(methods).not.toContain('eth_requestAccounts')
    requests.mockRestore()
  })
})
