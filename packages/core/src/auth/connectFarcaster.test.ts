import { FrameError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { createScriptedEmbeddedWallet, embeddedUser } from '../testing/scriptedEmbeddedWallet.ts'
import { connectFarcaster } from './connectFarcaster.ts'

// The frame is scripted here; tests/e2e/farcaster.spec.ts runs the real one with the relay and the devnet.
const URL = 'http://localhost:5174/?channelToken=abc&domain=127.0.0.1%3A8789&siweUri=x&nonce=n0nce1234'

function setup() {
  const script = createScriptedEmbeddedWallet()
  const context = createTestContext({}, undefined, { embeddedWallet: () => Promise.resolve(script.wallet) })
  const events: unknown[] = []
  context.stores.events.subscribe(({ data }) => events.push(data))
  return { script, context, events }
}

describe('connectFarcaster', () => {
  it('shows the connect URL, asks again while pending, then connects the Farcaster account', async () => {
    const { script, context, events } = setup()
    const urls: (string | undefined)[] = []
    context.stores.connection.subscribe(({ farcasterUrl }) => urls.push(farcasterUrl))
    let asked = 0
    script.answers.GET_FARCASTER_URI = { url: URL }
    script.answers.CONNECT_FARCASTER = () =>
      ++asked < 3 ? { status: 'pending' } : { status: 'completed', userName: 'portico-dev' }
    script.answers.GET_USER = embeddedUser({ authProvider: 'farcaster', userName: 'portico-dev' })
    const result = await connectFarcaster(context, { signal: new AbortController().signal })
    expect(result).toMatchObject({ address: ALICE })
    expect(urls).toContain(URL)
    expect(script.requests.map(({ name }) => name)).toEqual([
      'GET_FARCASTER_URI',
      'CONNECT_FARCASTER',
      'CONNECT_FARCASTER',
      'CONNECT_FARCASTER',
      'GET_USER',
    ])
    expect(context.stores.account.getState()).toMatchObject({
      authProvider: 'farcaster',
      socialProvider: 'farcaster',
      user: { userName: 'portico-dev' },
    })
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'CONNECT_SUCCESS',
        properties: expect.objectContaining({ method: 'social' }),
      }),
    )
    expect(context.stores.router.getState().view).toBe('Account')
  })

  it("rejects with the secure site's message and tracks CONNECT_ERROR", async () => {
    const { script, context, events } = setup()
    script.answers.GET_FARCASTER_URI = new FrameError({ message: 'Farcaster login is not available' })
    await expect(connectFarcaster(context, { signal: new AbortController().signal })).rejects.toThrow(
      'Farcaster login is not available',
    )
    expect(context.stores.connection.getState().farcasterUrl).toBeUndefined()
    expect(events).toContainEqual({
      type: 'track',
      event: 'CONNECT_ERROR',
      properties: { message: 'Farcaster login is not available', provider: 'farcaster' },
    })
  })

  it('stops asking once the view closed', async () => {
    const { script, context } = setup()
    const controller = new AbortController()
    script.answers.GET_FARCASTER_URI = { url: URL }
    script.answers.CONNECT_FARCASTER = () => {
      controller.abort()
      return { status: 'pending' }
    }
    await expect(connectFarcaster(context, { signal: controller.signal })).rejects.toThrow(
      'Request was aborted',
    )
    expect(script.requests.filter(({ name }) => name === 'CONNECT_FARCASTER')).toHaveLength(1)
  })
})
