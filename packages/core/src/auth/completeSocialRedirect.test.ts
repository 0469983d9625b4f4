import { FrameError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { createScriptedEmbeddedWallet } from '../testing/scriptedEmbeddedWallet.ts'
import { completeSocialRedirect } from './completeSocialRedirect.ts'

function setup(href: string) {
  const script = createScriptedEmbeddedWallet()
  const context = createTestContext({}, undefined, { embeddedWallet: () => Promise.resolve(script.wallet) })
  const page = { href, replaced: [] as string[], replaceState: (url: string) => page.replaced.push(url) }
  return { script, context, page }
}

describe('completeSocialRedirect', () => {
  it('removes result_uri from the address and completes the login (§2)', async () => {
    const resultUri = 'http://127.0.0.1:8789/social/result?ticket=t1'
    const { script, context, page } = setup(
      `http://localhost:5173/?tab=2&result_uri=${encodeURIComponent(resultUri)}#top`,
    )
    await completeSocialRedirect(context, page)
    expect(page.replaced).toEqual(['http://localhost:5173/?tab=2#top'])
    expect(script.requests[0]).toEqual({
      name: 'CONNECT_SOCIAL',
      payload: { uri: resultUri, chainId: 'eip155:31337' },
    })
    expect(context.stores.account.getState().status).toBe('connected')
  })

  it('does nothing without result_uri, or without a page', async () => {
    const { script, context, page } = setup('http://localhost:5173/')
    await expect(completeSocialRedirect(context, page)).resolves.toBeUndefined()
    await expect(completeSocialRedirect(context, undefined)).resolves.toBeUndefined()
    expect(page.replaced).toEqual([])
    expect(script.requests).toEqual([])
  })

  it('shows the refusal as an error toast', async () => {
    const { script, context, page } = setup('http://localhost:5173/?result_uri=http%3A%2F%2Fx.test%2Fr')
    script.answers.CONNECT_SOCIAL = new FrameError({ message: 'Login expired' })
    await expect(completeSocialRedirect(context, page)).rejects.toThrow('Login expired')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(context.stores.toast.getState()).toMatchObject({ message: 'Login expired', variant: 'error' })
  })
})
