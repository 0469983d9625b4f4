// @vitest-environment happy-dom
// <appkit-wallet-button> driven through the DOM: wallets announced through real EIP-6963 events, the registry
// and balances answered by a stubbed fetch.
import { UserRejectedRequestError } from '@portico/common'
import { act } from 'react'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../createAppKit.ts'
import { click, waitFor } from '../testing/renderInDom.tsx'
import { devnet } from '../testing/networks.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const requested: string[] = []

function announce(rdns: string, name: string, accounts: () => Promise<string[]>) {
  const detail = {
    info: { uuid: `${rdns}-1`, name, icon: `data:image/svg+xml,<svg id="${rdns}"/>`, rdns },
    provider: {
      request: async ({ method }: { method: string }) => {
        requested.push(`${rdns} ${method}`)
        if (method === 'eth_requestAccounts') return accounts()
        if (method === 'eth_chainId') return '0x7a69'
        throw Object.assign(new Error('unsupported'), { code: 4200 })
      },
      on: () => {},
      removeListener: () => {},
    },
  }
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', send)
  send()
}
announce('dev.portico.wallet', 'Portico Dev Wallet', async () => [ADDRESS.toLowerCase()])
let declines = 1
announce('test.declining', 'Declining Wallet', async () => {
  if (declines-- > 0) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  return [ADDRESS.toLowerCase()]
})

const trust = {
  id: 'b'.repeat(64),
  name: 'Trust Wallet',
  image_id: 'trust-image',
  rdns: 'com.trustwallet.app',
  chains: ['eip155:1'],
  homepage: null,
  mobile_link: 'trust://',
  desktop_link: null,
  webapp_link: null,
  badge_type: 'none',
}
const registrySearches: string[] = []
vi.stubGlobal(
  'fetch',
  vi.fn(async (input: string) => {
    const url = new URL(input)
    if (url.pathname.endsWith('/getWallets')) {
      const search = url.searchParams.get('search') ?? ''
      registrySearches.push(search)
      const data = search === trust.rdns ? [trust] : []
      return Response.json({ data, count: data.length })
    }
    return Response.json({ balances: [] })
  }),
)
afterAll(() => vi.unstubAllGlobals())

const appKit = createAppKit({ projectId: 'demo', networks: [devnet] })

async function place(attributes: Record<string, string>) {
  const element = document.createElement('appkit-wallet-button')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  await act(async () => document.body.append(element))
  return {
    element,
    button: () => element.shadowRoot?.querySelector<HTMLButtonElement>('[data-testid="wallet-button"]'),
  }
}

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren()
    await appKit.disconnect()
    await appKit.close()
  })
})

describe('<appkit-wallet-button>', () => {
  it('connects the installed wallet it names without opening the modal, then shows it connected', async () => {
    const { button } = await place({ wallet: 'portico' })
    const idle = await waitFor(() => button())
    expect(idle.textContent).toBe('Portico Dev Wallet')
    expect(idle.querySelector('img')?.getAttribute('src')).toBe(
      'data:image/svg+xml,<svg id="dev.portico.wallet"/>',
    )

    await click(idle)
    await waitFor(() => button()?.dataset.state === 'connected')
    expect(requested).toContain('dev.portico.wallet eth_requestAccounts')
    expect(appKit.getAddress()).toBe(ADDRESS)
    expect(appKit.getState().open).toBe(false)
    expect(button()?.textContent).toBe('Portico Dev WalletConnected')

    // Once connected, a press shows the account.
    await click(button())
    await waitFor(() => appKit.getState().open)
    expect(appKit.stores.router.getState().view).toBe('Account')
  })

  it('shows why a connection failed, and connects on a later press', async () => {
    const { button } = await place({ wallet: 'Declining Wallet' })
    await click(await waitFor(() => button()))
    await waitFor(() => button()?.dataset.state === 'failed')
    expect(button()?.textContent).toBe(`Declining Wallet${new UserRejectedRequestError().shortMessage}`)
    expect(button()?.disabled).toBe(false)

    await click(button())
    await waitFor(() => button()?.dataset.state === 'connected')
    expect(requested.filter((call) => call === 'test.declining eth_requestAccounts')).toHaveLength(2)
  })

  it('names a wallet that is not installed from the registry', async () => {
    const { button } = await place({ wallet: 'trust' })
    await waitFor(() => button()?.textContent === 'Trust Wallet')
    expect(registrySearches).toContain('com.trustwallet.app')
    expect(button()?.querySelector('img')?.getAttribute('src')).toContain('/getWalletImage/trust-image')
    expect(button()?.dataset.state).toBe('idle')
  })

  it('says a name fits no wallet, once in the console and on the button', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const first = await place({ wallet: 'nowallet' })
    const second = await place({ wallet: 'nowallet' })
    for (const { button } of [first, second]) {
      await waitFor(() => button()?.dataset.state === 'unknown')
      expect(button()?.textContent).toBe('nowalletUnknown wallet')
      expect(button()?.disabled).toBe(true)
    }
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('wallet="nowallet"')
    consoleError.mockRestore()
  })

  it('shows WalletConnect, email and social logins by their names', async () => {
    const names: Record<string, string> = { walletConnect: 'WalletConnect', email: 'Email', github: 'GitHub' }
    for (const [wallet, name] of Object.entries(names)) {
      const { button } = await place({ wallet })
      await waitFor(() => button()?.querySelector('.portico-wallet-button__name')?.textContent === name)
      expect(button()?.dataset.state).toBe('idle')
    }
  })
})
