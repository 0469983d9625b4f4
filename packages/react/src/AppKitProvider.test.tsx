// @vitest-environment happy-dom
import { afterAll, describe, expect, it, vi } from 'vitest'
import { AppKitProvider } from './AppKitProvider.tsx'
import { useAppKitAccount, useAppKitNetwork } from './index.ts'
import { renderInDom } from './testing/renderInDom.tsx'
import { devnet } from './testing/networks.ts'

vi.stubGlobal('fetch', async () => Response.json({ data: [], count: 0 }))
afterAll(() => vi.unstubAllGlobals())

function Status() {
  const { status } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  return <p>{`${status} on ${caipNetwork?.name ?? '?'}`}</p>
}

describe('AppKitProvider', () => {
  it('creates the instance before its children use the hooks', async () => {
    const rendered = await renderInDom(
      <AppKitProvider projectId="demo" networks={[devnet]}>
        <Status />
      </AppKitProvider>,
    )
    expect(rendered.container.textContent).toBe('disconnected on Portico Devnet')
    expect(customElements.get('appkit-button')).toBeDefined()
    await rendered.unmount()
  })
})
