import { FrameError, STORAGE_KEY_PREFIX } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { disconnect } from '../connection/disconnect.ts'
import { selectWalletInfo } from '../walletInfo/selectWalletInfo.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { createScriptedEmbeddedWallet, embeddedUser } from '../testing/scriptedEmbeddedWallet.ts'
import { connectEmail } from './connectEmail.ts'
import { readEmbeddedSessionCache } from './embeddedSessionCache.ts'
import { verifyEmailOtp } from './verifyEmailOtp.ts'

function setup() {
  const script = createScriptedEmbeddedWallet()
  const context = createTestContext({}, undefined, { embeddedWallet: () => Promise.resolve(script.wallet) })
  const events: unknown[] = []
  context.stores.events.subscribe(({ data }) => events.push(data))
  return { script, context, events }
}

describe('verifyEmailOtp', () => {
  it('connects the user through the auth connector (§3 Account state)', async () => {
    const { script, context, events } = setup()
    await connectEmail(context, { email: 'ada@example.com' })
    const { address } = await verifyEmailOtp(context, { otp: ' 123456 ' })
    expect(address).toBe(ALICE)
    expect(script.requests.at(-1)).toEqual({ name: 'CONNECT_OTP', payload: { otp: '123456' } })
    expect(context.stores.account.getState()).toMatchObject({
      status: 'connected',
      address: ALICE,
      caipAddress: `eip155:31337:${ALICE}`,
      user: { email: 'ada@example.com', userName: null },
      authProvider: 'email',
      socialProvider: undefined,
    })
    expect(selectWalletInfo(context.stores.connection.getState(), 'eip155')).toEqual({
      name: 'Email wallet',
      icon: '',
      rdns: 'ID_AUTH',
      type: 'AUTH',
    })
    expect(context.storage.getItem(`${STORAGE_KEY_PREFIX}eip155:connected_connector_id`)).toBe('ID_AUTH')
    expect(events).toContainEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'email', name: 'Email wallet', reconnect: false },
    })
    expect(context.stores.router.getState().view).toBe('Account')
    expect(readEmbeddedSessionCache(context.storage)).toMatchObject({
      email: 'ada@example.com',
      emailLoginUsed: true,
    })
    // The embedded wallet is no recent wallet of the wallet list.
    expect(context.storage.getItem(`${STORAGE_KEY_PREFIX}recent_wallets`)).toBeUndefined()
  })

  it("shows the secure site's message for a wrong code and stays on the view", async () => {
    const { script, context } = setup()
    await connectEmail(context, { email: 'ada@example.com' })
    script.answers.CONNECT_OTP = new FrameError({ message: 'Invalid code' })
    await expect(verifyEmailOtp(context, { otp: '000000' })).rejects.toThrow('Invalid code')
    expect(context.stores.account.getState().status).toBe('disconnected')
    expect(context.stores.router.getState().view).toBe('EmailVerifyOtp')
  })

  it('disconnecting sends SIGN_OUT and forgets the session (§4)', async () => {
    const { script, context } = setup()
    await verifyEmailOtp(context, { otp: '123456' })
    expect(context.authConnector).toBeDefined()
    await disconnect(context)
    expect(script.requests.at(-1)?.name).toBe('SIGN_OUT')
    expect(context.stores.account.getState().address).toBeUndefined()
    expect(context.authConnector).toBeUndefined()
    expect(readEmbeddedSessionCache(context.storage).email).toBeUndefined()
  })

  it("clears the address on the frame's NOT_CONNECTED notice, without signing out again (§4)", async () => {
    const { script, context } = setup()
    await verifyEmailOtp(context, { otp: '123456' })
    script.notify({ type: 'NOT_CONNECTED' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(context.stores.account.getState().address).toBeUndefined()
    expect(script.requests.map(({ name }) => name)).not.toContain('SIGN_OUT')
  })

  it('the auth connector handle switches the network and reloads through the frame', async () => {
    const { script, context } = setup()
    await verifyEmailOtp(context, { otp: '123456' })
    const network = context.stores.chain.getState().networks[1]!
    await context.authConnector?.switchNetwork?.(network)
    expect(script.requests.at(-1)).toEqual({
      name: 'SWITCH_NETWORK',
      payload: { chainId: network.caipNetworkId },
    })
    context.authConnector?.reload()
    expect(script.requests.at(-1)?.name).toBe('RELOAD')
    await expect(
      context.authConnector?.switchNetwork?.({
        ...network,
        chainNamespace: 'bip122',
        caipNetworkId: 'bip122:1',
      }),
    ).rejects.toThrow('Unsupported chain')
  })

  it('a social user shows its user name and provider', async () => {
    const { script, context } = setup()
    script.answers.CONNECT_OTP = embeddedUser({ email: null, userName: 'ada', authProvider: 'github' })
    await verifyEmailOtp(context, { otp: '123456' })
    expect(context.stores.account.getState()).toMatchObject({
      user: { email: null, userName: 'ada' },
      authProvider: 'github',
      socialProvider: 'github',
    })
    expect(context.storage.getItem(`${STORAGE_KEY_PREFIX}connected_social`)).toBe('github')
  })
})
