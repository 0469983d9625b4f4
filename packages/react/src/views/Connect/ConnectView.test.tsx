// @vitest-environment happy-dom
// The Connect view over a real core instance: §9 orders, the legal checkbox, collapse-wallets, custom and
// registry wallets. The API is answered by a stub that serves a small registry.
import { act } from 'react'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../../createAppKit.ts'
import { PRELOADED_VIEWS, viewRegistry } from '../../modal/viewRegistry.ts'
import { click, waitFor } from '../../testing/renderInDom.tsx'
import { devnet } from '../../testing/networks.ts'
import { unmountModal } from '../../modal/mountModal.tsx'

const id = (n: number) => n.toString(16).padStart(64, '0')
const wallet = (n: number, name: string) => ({
  id: id(n),
  name,
  image_id: id(n),
  rdns: null,
  chains: ['eip155:1'],
  homepage: null,
  mobile_link: 'wallet://',
  desktop_link: null,
  webapp_link: null,
  badge_type: 'none',
})
const registry = [
  wallet(1, 'Alpha'),
  wallet(2, 'Beta'),
  wallet(3, 'Gamma'),
  wallet(4, 'Delta'),
  wallet(5, 'Epsilon'),
]
vi.stubGlobal('fetch', async (input: string) => {
  const query = new URL(input).searchParams
  const include = query.get('include')?.split(',')
  const exclude = query.get('exclude')?.split(',') ?? []
  const data = registry.filter(
    (entry) => (!include || include.includes(entry.id)) && !exclude.includes(entry.id),
  )
  return Response.json({ data: data.slice(0, Number(query.get('entries'))), count: data.length })
})
// Each test's createAppKit replaces the instance; a fresh container keeps the tests' dialogs apart.
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

describe('Connect view', () => {
  it('lists email, socials and wallets in the §9 orders, featured first, then custom and recommended', async () => {
    const appKit = createAppKit({
      projectId: 'demo',
      networks: [devnet],
      featuredWalletIds: [id(3)],
      customWallets: [{ id: 'mine', name: 'My Wallet', mobile_link: 'mine://' }],
    })
    await act(async () => appKit.open())
    await waitFor(() => rowLabels().includes('Alpha'))
    expect(rowLabels()).toEqual([
      'Continue with email',
      'WalletConnect',
      'Gamma', // featured
      'My Wallet', // custom
      'Alpha', // recommended: 4, not repeating the featured one
      'Beta',
      'Delta',
      'Epsilon',
      'All Wallets',
    ])
    expect(button('Continue with Google')).toBeDefined()
    expect([...dialog()!.querySelectorAll('[role="separator"]')]).toHaveLength(2)
    // Picking a registry wallet opens ConnectingWalletConnect for it.
    await click(button('Gamma'))
    await waitFor(() => dialog()?.textContent?.includes('Connect with Your Wallet'))
    expect(appKit.stores.wallets.getState().selected).toMatchObject({
      name: 'Gamma',
      mobileLink: 'wallet://',
    })
    appKit.destroy()
  })

  it('keeps every way to connect disabled until the legal checkbox is ticked', async () => {
    const appKit = createAppKit({
      projectId: 'demo',
      networks: [devnet],
      features: { legalCheckbox: true, connectMethodsOrder: ['wallet'] },
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
    })
    await act(async () => appKit.open())
    const walletConnect = await waitFor(() => button('WalletConnect'))
    expect(walletConnect.disabled).toBe(true)
    const links = [...dialog()!.querySelectorAll('a')].map((link) => link.getAttribute('href'))
    expect(links).toEqual(['https://example.com/terms', 'https://example.com/privacy'])
    await click(dialog()!.querySelector('input[type="checkbox"]'))
    expect(button('WalletConnect')?.disabled).toBe(false)
    appKit.destroy()
  })

  it('collapses the wallet groups behind one button (collapseWallets)', async () => {
    const appKit = createAppKit({
      projectId: 'demo',
      networks: [devnet],
      features: { collapseWallets: true, socials: [] },
    })
    await act(async () => appKit.open())
    await waitFor(() => button('Continue with a wallet'))
    expect(button('WalletConnect')).toBeUndefined()
    await click(button('Continue with a wallet'))
    expect(button('WalletConnect')).toBeDefined()
    appKit.destroy()
  })

  it('keeps the wallets behind one button beside email with emailShowWallets: false (AppKit)', async () => {
    const appKit = createAppKit({
      projectId: 'demo',
      networks: [devnet],
      features: { email: true, emailShowWallets: false, socials: [] },
    })
    await act(async () => appKit.open())
    await waitFor(() => button('Continue with email'))
    expect(button('WalletConnect')).toBeUndefined()
    await click(button('Continue with a wallet'))
    expect(button('WalletConnect')).toBeDefined()
    appKit.destroy()
  })

  it('holds skeleton rows of the final count while the registry answers, then shows its wallets (issue 19)', async () => {
    localStorage.clear()
    const answers: (() => void)[] = []
    const registryFetch = globalThis.fetch
    vi.stubGlobal('fetch', (input: string) =>
      new Promise<void>((resolve) => answers.push(resolve)).then(() => registryFetch(input)),
    )
    try {
      const appKit = createAppKit({ projectId: 'demo', networks: [devnet], featuredWalletIds: [id(3)] })
      await act(async () => appKit.open())
      await waitFor(() => button('WalletConnect'))
      const skeletons = () => dialog()?.querySelectorAll('[data-list-skeleton]').length ?? 0
      // One featured wallet and §9's 4 recommended ones, hidden from assistive technology.
      expect(skeletons()).toBe(5)
      expect(dialog()?.querySelector('[data-list-skeleton]')?.getAttribute('aria-hidden')).toBe('true')
      await waitFor(() => answers.length === 2)
      await act(async () => {
        for (const answer of answers) answer()
      })
      await waitFor(() => rowLabels().includes('Alpha'))
      expect(skeletons()).toBe(0)
      expect(rowLabels().filter((label) => registry.some((entry) => entry.name === label))).toHaveLength(5)
      appKit.destroy()
    } finally {
      vi.stubGlobal('fetch', registryFetch)
    }
  })
})
