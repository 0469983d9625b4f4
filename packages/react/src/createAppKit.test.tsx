// @vitest-environment happy-dom
// The React layer end to end at unit level: a wallet announced through real EIP-6963 events, the API
// answered by a stubbed fetch, the button and the lazily loaded modal driven through the DOM.
import { act } from 'react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit.ts'
import { click, press, waitFor } from './testing/renderInDom.tsx'
import { devnet } from './testing/networks.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const requested: string[] = []
const provider = {
  request: async ({ method }: { method: string }) => {
    requested.push(method)
    if (method === 'eth_requestAccounts') return [ADDRESS.toLowerCase()]
    if (method === 'eth_chainId') return '0x7a69'
    throw Object.assign(new Error('unsupported'), { code: 4200 })
  },
  on: () => {},
  removeListener: () => {},
}
const detail = {
  info: {
    uuid: 'dev-1',
    name: 'Portico Dev Wallet',
    icon: 'data:image/svg+xml,<svg/>',
    rdns: 'io.portico.devwallet',
  },
  provider,
}
window.addEventListener('eip6963:requestProvider', () =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })),
)

const fetchMock = vi.fn(async (_url: string) =>
  Response.json({
    balances: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        quantity: { decimals: '18', numeric: '9998.765432109876543210' },
        iconUrl: '',
        price: 0,
        value: 0,
      },
    ],
  }),
)
vi.stubGlobal('fetch', fetchMock)
afterAll(() => vi.unstubAllGlobals())

const byText = (selector: string, text: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.textContent?.includes(text))
// The button renders in its element's shadow root.
const elementButton = (text: string) => {
  const button = document.querySelector('appkit-button')?.shadowRoot?.querySelector<HTMLElement>('button')
  return button?.textContent?.includes(text) ? button : undefined
}
const testId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)

describe('createAppKit with <appkit-button>', () => {
  it('connects an announced wallet through the button and the modal', async () => {
    createAppKit({ projectId: 'demo', networks: [devnet], endpoints: { api: 'http://127.0.0.1:9999' } })
    expect(customElements.get('appkit-button')).toBeDefined()
    await act(async () => document.body.append(document.createElement('appkit-button')))

    const connectButton = await waitFor(() => elementButton('Connect Wallet'))
    connectButton.focus()
    // The modal loads at idle or on the first open; closed, it draws nothing.
    expect(document.querySelector('[data-portico-modal] [role="dialog"]')).toBeNull()
    await click(connectButton)

    const dialog = await waitFor(() =>
      document.querySelector<HTMLElement>('[data-portico-modal] [role="dialog"]'),
    )
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Connect Wallet',
    )
    const wallet = await waitFor(() => byText('[role="dialog"] button', 'Portico Dev Wallet'))
    expect(wallet.textContent).toBe('Portico Dev WalletInstalled')
    expect(wallet.querySelector('img')?.getAttribute('alt')).toBe('')

    await click(wallet)
    const balance = await waitFor(
      () => testId('account-balance')?.textContent === '9,998.76 ETH' && testId('account-balance'),
    )
    expect(requested).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(testId('account-address')?.textContent).toBe('0x70…dc79C8')
    expect(balance.getAttribute('aria-busy')).toBe('false')
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      `http://127.0.0.1:9999/v1/account/${ADDRESS}/balance?projectId=demo&currency=usd&chainId=eip155:31337&st=portico&sv=0.0.0`,
    )
    expect(byText('[role="dialog"]', 'Portico Devnet')).toBeDefined()

    const accountButton = await waitFor(() => elementButton('ETH'))
    expect(accountButton.textContent).toBe('9,998.76 ETH0x70…dc79C8')

    await press('Escape')
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    // Focus is back on the button's element (it delegates focus to the button inside; e2e checks that).
    expect(document.activeElement).toBe(document.querySelector('appkit-button'))
    expect(document.querySelectorAll('[style]')).toHaveLength(0) // no inline styles (CSP)
    expect(accountButton.getAttribute('data-testid')).toBe('account-button')

    await click(accountButton)
    await waitFor(() => testId('account-address')) // reopening shows Account (§2)
    await click(byText('[role="dialog"] button', 'Disconnect'))
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    await waitFor(() => elementButton('Connect Wallet'))
  })
})
