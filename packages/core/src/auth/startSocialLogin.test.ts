import { FrameError, RequestAbortedError } from '@portico/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { createScriptedEmbeddedWallet } from '../testing/scriptedEmbeddedWallet.ts'
import { cancelSocialLogin, startSocialLogin } from './startSocialLogin.ts'

function setup() {
  const script = createScriptedEmbeddedWallet()
  const context = createTestContext({}, undefined, { embeddedWallet: () => Promise.resolve(script.wallet) })
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close: vi.fn(() => (popup.closed = true)),
  }
  const events: unknown[] = []
  context.stores.events.subscribe(({ data }) => events.push(data))
  return { script, context, popup, events }
}

afterEach(() => vi.unstubAllGlobals())

describe('startSocialLogin', () => {
  it('points the popup at the provider, waits for the result and connects the social user', async () => {
    const { script, context, popup, events } = setup()
    const result = await startSocialLogin(context, { provider: 'github', popup })
    expect(result).toMatchObject({ mode: 'popup', address: ALICE })
    expect(popup.location.href).toBe('http://127.0.0.1:8791/auth?client_id=portico')
    expect(script.requests.map(({ name, payload }) => [name, payload])).toEqual([
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'github', mode: 'popup' }],
      ['CONNECT_SOCIAL', { uri: 'http://127.0.0.1:8789/social/result?ticket=abc', chainId: 'eip155:31337' }],
    ])
    expect(context.stores.account.getState()).toMatchObject({
      authProvider: 'github',
      socialProvider: 'github',
      user: { email: null, userName: 'ada-github' },
    })
    expect(events).toContainEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'social', name: 'GitHub wallet', reconnect: false },
    })
    expect(context.stores.router.getState().view).toBe('Account')
  })

  it('keeps the error for the view, closes the popup and tracks CONNECT_ERROR', async () => {
    const { script, context, popup } = setup()
    script.socialResult = new FrameError({ message: 'access_denied' })
    await expect(startSocialLogin(context, { provider: 'google', popup })).rejects.toThrow('access_denied')
    expect(context.stores.auth.getState()).toMatchObject({
      socialProvider: 'google',
      socialError: 'access_denied',
    })
    expect(context.stores.router.getState().view).toBe('ConnectingSocial')
    expect(popup.close).toHaveBeenCalled()
  })

  it('cancel aborts the wait and closes the popup', async () => {
    const { script, context, popup } = setup()
    script.wallet.waitForSocialResult = ({ signal }) =>
      new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new RequestAbortedError())))
    const login = startSocialLogin(context, { provider: 'x', popup })
    await new Promise((resolve) => setTimeout(resolve, 0))
    cancelSocialLogin(context)
    await expect(login).rejects.toThrow('Request was aborted')
    expect(popup.close).toHaveBeenCalled()
    cancelSocialLogin(context) // nothing pending: nothing happens
  })

  it('without a popup sends the page to the provider (redirect mode, §2)', async () => {
    const { script, context } = setup()
    const assign = vi.fn()
    vi.stubGlobal('location', { href: 'http://localhost:5173/app?tab=1', assign })
    await expect(startSocialLogin(context, { provider: 'github' })).resolves.toEqual({
      mode: 'redirect',
      uri: 'http://127.0.0.1:8791/auth?client_id=portico',
    })
    expect(script.requests[0]).toEqual({
      name: 'GET_SOCIAL_REDIRECT_URI',
      payload: { provider: 'github', mode: 'redirect', returnTo: 'http://localhost:5173/app?tab=1' },
    })
    expect(assign).toHaveBeenCalledWith('http://127.0.0.1:8791/auth?client_id=portico')
  })
})
