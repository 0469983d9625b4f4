// @vitest-environment happy-dom
// Embedded mode and disableAppend (§2): the modal renders inside the app's <appkit-modal>, never in the body.
import { act } from 'react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit.ts'
import { PRELOADED_VIEWS, viewRegistry } from './modal/viewRegistry.ts'
import { click, waitFor } from './testing/renderInDom.tsx'
import { devnet } from './testing/networks.ts'

vi.stubGlobal('fetch', async () => Response.json({ data: [], count: 0 }))
afterAll(async () => {
  // The modal preloads the connect-time views; let those imports finish before the environment goes.
  await Promise.all(PRELOADED_VIEWS.map((view) => viewRegistry[view].preload()))
  vi.unstubAllGlobals()
})

const title = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent

describe('<appkit-modal>', () => {
  it('embedded: renders inline and stays, closing resets to Connect, nothing is appended to the body', async () => {
    const appKit = createAppKit({ projectId: 'demo', networks: [devnet], enableEmbedded: true })
    const holder = document.createElement('appkit-modal')
    await act(async () => document.body.append(holder))
    const dialog = await waitFor(() => holder.querySelector<HTMLElement>('[role="dialog"]'))
    expect(title(dialog)).toBe('Connect Wallet')
    expect(dialog.hasAttribute('aria-modal')).toBe(false)
    expect(document.querySelector('.portico-overlay')).toBeNull()

    await act(async () => appKit.open({ view: 'AllWallets' }))
    await waitFor(() => title(holder.querySelector<HTMLElement>('[role="dialog"]')!) === 'All Wallets')
    await click(holder.querySelector<HTMLElement>('button[aria-label="Close"]')!)
    const reset = await waitFor(() => holder.querySelector<HTMLElement>('[role="dialog"]'))
    await waitFor(() => title(reset) === 'Connect Wallet')
    expect(document.querySelector('[data-portico-modal]')).toBeNull()
    await act(async () => holder.remove())
    appKit.destroy()
  })

  it('disableAppend: the overlay modal opens inside <appkit-modal>', async () => {
    const appKit = createAppKit({ projectId: 'demo', networks: [devnet], disableAppend: true })
    const holder = document.createElement('appkit-modal')
    await act(async () => document.body.append(holder))
    await act(async () => appKit.open())
    const dialog = await waitFor(() => holder.querySelector<HTMLElement>('[role="dialog"]'))
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(holder.querySelector('.portico-overlay')).not.toBeNull()
    expect(document.querySelector('[data-portico-modal]')).toBeNull()
    await act(async () => appKit.close())
    expect(holder.querySelector('[role="dialog"]')).toBeNull()
  })
})
