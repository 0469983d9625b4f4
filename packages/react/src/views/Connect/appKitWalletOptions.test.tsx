// @vitest-environment happy-dom
// AppKit's wallet options as the modal shows them, over a real createAppKit: a wallet announced through
// EIP-6963 events, the registry answered by a stubbed fetch.
import type { AppKitOptions } from '@portico/core'
import { act } from 'react'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../../createAppKit.ts'
import { PRELOADED_VIEWS, viewRegistry } from '../../modal/viewRegistry.ts'
import { click, waitFor } from '../../testing/renderInDom.tsx'
import { devnet } from '../../testing/networks.ts'
import { unmountModal } from '../../modal/mountModal.tsx'

const provider = {
  request: async ({ method }: { method: string }) => {
    if (method === 'eth_chainId') return '0x7a69'
    if (method === 'eth_accounts') return []
    throw Object.assign(new Error('unsupported'), { code: 4200 })
  },
  on: () => {},
  removeListener: () => {},
}
const detail = {
  info: {
    uuid: 'opt-1',
    name: 'Option Wallet',
    icon: 'data:image/svg+xml,<svg/>',
    rdns: 'io.portico.options',
  },
  provider,
}
window.addEventListener('eip6963:requestProvider', () =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })),
)
const registryWallet = {
  id: '1'.padStart(64, '0'),
  name: 'Registry Wallet',
  image_id: 'image',
  rdns: null,
  chains: ['eip155:1'],
  homepage: null,
  mobile_link: 'wallet://',
  desktop_link: null,
  webapp_link: null,
  badge_type: 'none',
}
vi.stubGlobal('fetch', async () => Response.json({ data: [registryWallet], count: 1 }))
afterEach(async () => {
  await act(async () => unmountModal())
})
afterAll(async () => {
  await Promise.all(PRELOADED_VIEWS.map((view) => viewRegistry[view].preload()))
  vi.unstubAllGlobals()
})

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const rowLabels = () =>
  [...(dialog()?.querySelectorAll('[data-list-item] .portico-list-item__label') ?? [])].map(
    (label) => label.textContent,
  )
const button = (text: string) =>
  [...(dialog()?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find((candidate) =>
    candidate.textContent?.includes(text),
  )

async function openConnect(options: Partial<AppKitOptions> = {}) {
  const appKit = createAppKit({ projectId: 'demo', networks: [devnet], ...options })
  await act(async () => appKit.open({ view: 'Connect' }))
  await waitFor(() => rowLabels().length > 0 || button('Continue with'))
  return appKit
}

describe("AppKit's wallet options in the Connect view", () => {
  it('lists the installed wallet, WalletConnect, the registry, All wallets and the wallet guide by default', async () => {
    await openConnect()
    await waitFor(() => rowLabels().includes('Registry Wallet') && rowLabels().includes('Option Wallet'))
    expect(rowLabels()).toEqual([
      'Continue with email',
      'WalletConnect',
      'Option Wallet',
      'Registry Wallet',
      'All Wallets',
    ])
    expect(button('Continue with Google')).toBeDefined()
    expect(dialog()?.querySelector('.portico-wallet-guide')?.textContent).toBe(
      "Haven't got a wallet? Get started",
    )
  })

  it('a recent wallet that is installed is listed once, as installed; a recent WalletConnect wallet as Recent', async () => {
    localStorage.setItem(
      '@appkit/recent_wallets',
      JSON.stringify([
        { id: 'io.portico.options', name: 'Option Wallet' },
        { id: registryWallet.id, name: 'Registry Wallet', image_id: 'image' },
      ]),
    )
    try {
      await openConnect()
      await waitFor(() => rowLabels().includes('Option Wallet') && rowLabels().includes('Registry Wallet'))
      expect(rowLabels().filter((label) => label === 'Option Wallet')).toHaveLength(1)
      expect(button('Option Wallet')?.textContent).toContain('Installed')
      expect(button('Registry Wallet')?.textContent).toContain('Recent')
    } finally {
      localStorage.removeItem('@appkit/recent_wallets')
    }
  })

  it('enableInjected: false lists no installed wallet', async () => {
    await openConnect({ enableInjected: false })
    await waitFor(() => rowLabels().includes('Registry Wallet'))
    expect(rowLabels()).not.toContain('Option Wallet')
    expect(rowLabels()).toContain('WalletConnect')
  })

  it("allWallets: 'HIDE' has no All wallets entry", async () => {
    await openConnect({ allWallets: 'HIDE' })
    await waitFor(() => rowLabels().includes('Registry Wallet'))
    expect(rowLabels()).not.toContain('All Wallets')
  })

  it('enableWalletConnect: false leaves only installed wallets', async () => {
    await openConnect({ enableWalletConnect: false })
    await waitFor(() => rowLabels().includes('Option Wallet'))
    expect(rowLabels()).toEqual(['Continue with email', 'Option Wallet'])
  })

  it('enableWallets: false leaves email and socials; features.socials: false hides social logins', async () => {
    await openConnect({ enableWallets: false, features: { socials: false } })
    expect(rowLabels()).toEqual(['Continue with email'])
    expect(button('Continue with Google')).toBeUndefined()
    expect(dialog()?.querySelector('.portico-wallet-guide')).toBeNull()
  })

  it('the wallet guide opens What is a Wallet?, and enableWalletGuide: false hides it', async () => {
    await openConnect()
    await click(button('Get started'))
    await waitFor(() => button('Get a Wallet'))
    expect(dialog()?.getAttribute('aria-label') ?? dialog()?.textContent).toContain('What is a Wallet?')
    await act(async () => unmountModal())
    await openConnect({ enableWalletGuide: false })
    expect(dialog()?.querySelector('.portico-wallet-guide')).toBeNull()
  })
})

describe("AppKit's network options in the Networks view", () => {
  it('chainImages is the image shown for that chain', async () => {
    const appKit = createAppKit({
      projectId: 'demo',
      networks: [devnet],
      chainImages: { 31337: 'https://img.test/devnet.png' },
    })
    await act(async () => appKit.open({ view: 'Networks' }))
    const image = await waitFor(() => dialog()?.querySelector<HTMLImageElement>('img[data-network-image]'))
    expect(image.getAttribute('src')).toBe('https://img.test/devnet.png')
  })

  it('enableNetworkSwitch: false lists the networks without letting them be picked', async () => {
    const appKit = createAppKit({ projectId: 'demo', networks: [devnet], enableNetworkSwitch: false })
    await act(async () => appKit.open({ view: 'Networks' }))
    await waitFor(() => rowLabels().includes('Portico Devnet'))
    const row = dialog()?.querySelector<HTMLButtonElement>('[data-list-item]')
    expect(row?.disabled || row?.getAttribute('aria-disabled') === 'true').toBe(true)
    expect(dialog()?.textContent).toContain('This app does not let you switch networks here.')
  })
})

describe('manualWCControl', () => {
  it('shows the URI the app passes to open() and starts no pairing of its own', async () => {
    const appKit = createAppKit({ projectId: 'demo', networks: [devnet], manualWCControl: true })
    const pairing = vi.fn(() => Promise.reject(new Error('no relay in this test')))
    appKit.context.walletConnect = pairing
    await act(async () =>
      appKit.open({ view: 'ConnectingWalletConnectBasic', uri: 'wc:manual@2?relay-protocol=irn' }),
    )
    const qr = await waitFor(() => dialog()?.querySelector('[data-testid="wc-qr"]'))
    expect(qr.getAttribute('data-uri')).toBe('wc:manual@2?relay-protocol=irn')
    expect(pairing).not.toHaveBeenCalled()
  })

  it('without it, the QR code view starts a pairing', async () => {
    const appKit = createAppKit({ projectId: 'demo', networks: [devnet] })
    const pairing = vi.fn(() => Promise.reject(new Error('no relay in this test')))
    appKit.context.walletConnect = pairing
    await act(async () => appKit.open({ view: 'ConnectingWalletConnectBasic' }))
    await waitFor(() => pairing.mock.calls.length > 0)
  })
})

describe('features.walletFeaturesOrder', () => {
  it("orders the Account view's wallet features as the app says", async () => {
    const appKit = createAppKit({
      projectId: 'demo',
      networks: [devnet],
      enableReconnect: false,
      features: { walletFeaturesOrder: ['send', 'onramp', 'receive'] },
    })
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    appKit.stores.account.setState({ status: 'connected', address, caipAddress: `eip155:31337:${address}` })
    await act(async () => appKit.open({ view: 'Account' }))
    const labels = () => [...(dialog()?.querySelectorAll('.portico-feature__label') ?? [])]
    await waitFor(() => labels().length > 0)
    expect(labels().map((label) => label.textContent)).toEqual(['Send', 'Buy', 'Receive'])
  })
})
