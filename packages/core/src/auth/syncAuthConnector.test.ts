import { AuthInitializationError, STORAGE_KEY_PREFIX } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { reconnect } from '../connection/reconnect.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { createScriptedEmbeddedWallet } from '../testing/scriptedEmbeddedWallet.ts'
import { EMBEDDED_STORAGE_KEYS } from './embeddedSessionCache.ts'

const CONNECTOR_KEY = `${STORAGE_KEY_PREFIX}eip155:connected_connector_id`

function setup(loader?: () => Promise<never>) {
  const script = createScriptedEmbeddedWallet()
  const context = createTestContext({}, undefined, {
    embeddedWallet: loader ?? (() => Promise.resolve(script.wallet)),
  })
  // The last visit connected the embedded wallet.
  context.storage.setItem(`${STORAGE_KEY_PREFIX}connected_namespaces`, 'eip155')
  context.storage.setItem(CONNECTOR_KEY, 'ID_AUTH')
  context.storage.setItem(`${STORAGE_KEY_PREFIX}connection_status`, 'connected')
  context.storage.setItem(EMBEDDED_STORAGE_KEYS.email, 'ada@example.com')
  return { script, context }
}

describe('syncAuthConnector (§4, through reconnect)', () => {
  it('reconnects silently when the secure site still has the session', async () => {
    const { script, context } = setup()
    const loading: boolean[] = []
    context.stores.modal.subscribe(({ loading: value }) => loading.push(value))
    await expect(reconnect(context)).resolves.toBe(true)
    expect(script.requests.map(({ name }) => name)).toEqual(['IS_CONNECTED', 'GET_USER'])
    expect(script.requests[1]?.payload).toEqual({ chainId: 'eip155:31337' })
    expect(context.stores.account.getState()).toMatchObject({ status: 'connected', address: ALICE })
    expect(context.stores.events.getState().data).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { reconnect: true, method: 'email' },
    })
    // §4: loading while syncing.
    expect(loading).toEqual([true, false])
    expect(context.stores.auth.getState().syncing).toBe(false)
  })

  it('sets disconnected and removes the namespace when the session is gone', async () => {
    const { script, context } = setup()
    script.answers.IS_CONNECTED = { isConnected: false }
    await expect(reconnect(context)).resolves.toBe(false)
    expect(context.stores.account.getState().status).toBe('disconnected')
    expect(context.storage.getItem(CONNECTOR_KEY)).toBeUndefined()
    expect(context.storage.getItem(EMBEDDED_STORAGE_KEYS.email)).toBeUndefined()
  })

  it("shows 'A problem occurred while trying initialize authentication' when the frame cannot load (§8)", async () => {
    const { context } = setup(() => Promise.reject(new AuthInitializationError()))
    context.stores.router.setState({ view: 'Account', history: ['Account'] })
    await expect(reconnect(context)).resolves.toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(context.stores.toast.getState()).toMatchObject({
      message: 'A problem occurred while trying initialize authentication',
      variant: 'error',
    })
    expect(context.stores.account.getState().status).toBe('disconnected')
    expect(context.storage.getItem(CONNECTOR_KEY)).toBeUndefined()
    expect(context.stores.router.getState().view).toBe('Connect')
  })
})
