// @vitest-environment happy-dom
// Hydration: HTML rendered on a server is taken over in the browser with no mismatch, the button element
// included (it renders into its own light DOM, outside React's tree of the page).
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createAppKit, useAppKitAccount, useAppKitNetwork, useAppKitState } from './index.ts'
import { waitFor } from './testing/renderInDom.tsx'
import { devnet } from './testing/networks.ts'

vi.stubGlobal('fetch', async () => Response.json({ data: [], count: 0 }))
afterAll(() => vi.unstubAllGlobals())

function Page() {
  const { status } = useAppKitAccount()
  const { open } = useAppKitState()
  const { caipNetworkId } = useAppKitNetwork()
  return (
    <main>
      <p>{`${status} ${String(open)} ${caipNetworkId ?? ''}`}</p>
      <appkit-button label="Sign in" />
      <appkit-network-button />
    </main>
  )
}

describe('hydration', () => {
  it('hydrates server HTML with the elements in it without a mismatch', async () => {
    createAppKit({ projectId: 'demo', networks: [devnet] })
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    const errors: unknown[] = []
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) })
    })
    const buttonText = (tag: string) =>
      container.querySelector(tag)?.shadowRoot?.querySelector('button')?.textContent
    // The connect button draws its first frame without React (ADR 0033); the network button waits for React.
    await waitFor(() => buttonText('appkit-network-button') === 'Portico Devnet')
    expect(buttonText('appkit-button')).toBe('Sign in')
    expect(container.querySelector('p')?.textContent).toBe('disconnected false eip155:31337')
    consoleError.mockRestore()
    expect(errors).toEqual([])
  })
})
