import { SignatureDeclinedError, SiwxNotEnabledError } from '@portico/common'
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { connectInjected } from '../connection/connectInjected.ts'
import { closeModal } from '../modal/closeModal.ts'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { createSafeStorage } from '../storage/createSafeStorage.ts'
import { addAnnouncedConnector, DEV_WALLET_RDNS } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { createFakeProvider } from '../testing/fakeProvider.ts'
import { createDefaultSiwx } from './createDefaultSiwx.ts'
import { formatSignInMessage } from './formatSignInMessage.ts'
import { SiwxVerificationError } from './siwxVerificationError.ts'
import { cancelSignIn, requireSignIn, signIn } from './signIn.ts'

// anvil's well-known test key 1; the fake wallet below signs with it for real.
const signer = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

function signingWallet(fail = false) {
  const provider = createFakeProvider({ accounts: [signer.address.toLowerCase()] })
  const request = provider.provider.request.bind(provider.provider)
  provider.provider.request = (async (args: { method: string; params?: unknown[] }) => {
    if (args.method !== 'personal_sign') return request(args as never)
    if (fail) throw Object.assign(new Error('User denied'), { code: 4001 })
    return signer.signMessage({ message: { raw: (args.params?.[0] ?? '0x') as `0x${string}` } })
  }) as typeof provider.provider.request
  return provider
}

async function connectedWithSiwx(required: boolean, fail = false, through: 'siwx' | 'siweConfig' = 'siwx') {
  const siwx = createDefaultSiwx({
    domain: 'app.example',
    uri: 'https://app.example',
    statement: 'Sign in to the demo',
    required,
    storage: createSafeStorage({ storage: createMemoryStorage() }),
    getNonce: () => 'n0nce1234',
  })
  // AppKit's SIWE client (siweConfig) maps itself to SIWX with mapToSIWX().
  const options = through === 'siwx' ? { siwx } : { siweConfig: { mapToSIWX: () => siwx } }
  const context = createTestContext(options, createFakeBalanceApi().fetch)
  addAnnouncedConnector(context, signingWallet(fail).provider)
  await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
  const events: string[] = []
  context.stores.events.subscribe(({ data }) => data && events.push(data.event))
  return { context, siwx, events }
}

describe('sign-in flow (§4)', () => {
  it('opens the sign message view after connect when the address has no session', async () => {
    const { context } = await connectedWithSiwx(false)
    await expect(requireSignIn(context)).resolves.toBe(true)
    expect(context.stores.router.getState().view).toBe('SIWXSignMessage')
    expect(context.stores.modal.getState().open).toBe(true)
  })

  it("with an app's siweConfig (AppKit's SIWE client) the sign-in is asked in ConnectingSiwe, and signing there keeps the session", async () => {
    const { context, siwx } = await connectedWithSiwx(true, false, 'siweConfig')
    await expect(requireSignIn(context)).resolves.toBe(true)
    expect(context.stores.router.getState().view).toBe('ConnectingSiwe')
    await signIn(context)
    expect(await siwx.getSessions('eip155:31337', signer.address)).toHaveLength(1)
    expect(context.stores.modal.getState().open).toBe(false)
  })

  it('on success stores the session and closes the modal', async () => {
    const { context, siwx, events } = await connectedWithSiwx(true)
    await requireSignIn(context)
    await signIn(context)
    const [session] = await siwx.getSessions('eip155:31337', signer.address)
    expect(session?.message).toContain('app.example wants you to sign in with your Ethereum account:')
    expect(
      await verifyMessage({
        address: signer.address,
        message: session!.message,
        signature: session!.signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(context.stores.modal.getState().open).toBe(false)
    expect(events).toContain('SIWX_AUTH_SUCCESS')
    await expect(requireSignIn(context)).resolves.toBe(false) // the session is found next time
  })

  it('on failure reopens the view with the error', async () => {
    const { context } = await connectedWithSiwx(false, true)
    await requireSignIn(context)
    closeModal(context)
    await expect(signIn(context)).rejects.toThrow(SignatureDeclinedError)
    expect(context.stores.router.getState().view).toBe('SIWXSignMessage')
    expect(context.stores.modal.getState().open).toBe(true)
    expect(context.stores.toast.getState()).toMatchObject({ message: 'Signature declined', variant: 'error' })
    expect(context.stores.events.getState().data?.event).toBe('SIWX_AUTH_ERROR')
  })

  it('cancel disconnects when sign-in is required', async () => {
    const { context } = await connectedWithSiwx(true)
    await requireSignIn(context)
    expect(closeModal(context)).toBe(false) // §2 lock
    await cancelSignIn(context)
    expect(context.stores.account.getState().status).toBe('disconnected')
  })

  it('cancel otherwise closes the modal', async () => {
    const { context, events } = await connectedWithSiwx(false)
    await requireSignIn(context)
    await cancelSignIn(context)
    expect(context.stores.modal.getState().open).toBe(false)
    expect(context.stores.account.getState().status).toBe('connected')
    expect(events).toEqual(['CLICK_CANCEL_SIWX', 'MODAL_CLOSE'])
  })

  it('needs a SIWX option', async () => {
    await expect(signIn(createTestContext())).rejects.toThrow(SiwxNotEnabledError)
  })
})

describe('createDefaultSiwx', () => {
  it('formats an EIP-4361 message', () => {
    expect(
      formatSignInMessage({
        domain: 'app.example',
        uri: 'https://app.example',
        statement: 'Hi',
        accountAddress: signer.address,
        chainId: 'eip155:1',
        nonce: 'abc',
        issuedAt: '2026-11-22T10:00:00.000Z',
      }),
    ).toBe(
      `app.example wants you to sign in with your Ethereum account:\n${signer.address}\n\nHi\n\nURI: https://app.example\nVersion: 1\nChain ID: 1\nNonce: abc\nIssued At: 2026-11-22T10:00:00.000Z`,
    )
  })

  it('forgets expired sessions and revokes on request', async () => {
    let now = 1_000
    const siwx = createDefaultSiwx({
      domain: 'a',
      uri: 'https://a',
      storage: createSafeStorage({ storage: createMemoryStorage() }),
      expiresInMs: 100,
      now: () => now,
    })
    const message = await siwx.createMessage({ accountAddress: signer.address, chainId: 'eip155:1' })
    const { toString: _toString, ...data } = message
    const signature = await signer.signMessage({ message: message.toString() })
    await siwx.addSession({ data, message: message.toString(), signature })
    expect(await siwx.getSessions('eip155:1', signer.address.toLowerCase())).toHaveLength(1)
    now += 101
    expect(await siwx.getSessions('eip155:1', signer.address)).toHaveLength(0)
    now -= 101
    await siwx.revokeSession('eip155:1', signer.address)
    expect(await siwx.getSessions('eip155:1', signer.address)).toHaveLength(0)
  })

  it('keeps only sessions that verify: a signature by another key, a replayed nonce and edited text are refused', async () => {
    const siwx = createDefaultSiwx({
      domain: 'app.example',
      uri: 'https://app.example',
      storage: createSafeStorage({ storage: createMemoryStorage() }),
    })
    const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => (error instanceof SiwxVerificationError ? error.reason : error),
      )
    const message = await siwx.createMessage({ accountAddress: signer.address, chainId: 'eip155:31337' })
    const { toString: _toString, ...data } = message
    const text = message.toString()
    const session = { data, message: text, signature: await signer.signMessage({ message: text }) }
    const forged = { ...session, signature: await other.signMessage({ message: text }) }
    expect(await refusal(siwx.addSession(forged))).toBe('signature')
    const stranger = {
      ...session,
      message: text.replace('URI: https://app.example', 'URI: https://evil.example'),
    }
    expect(await refusal(siwx.addSession(stranger))).toBe('uri')
    expect(await siwx.getSessions('eip155:31337', signer.address)).toHaveLength(0)
    // The forged attempt used the nonce up: even the right signature is now a replay.
    expect(await refusal(siwx.addSession(session))).toBe('nonce')
    const fresh = await siwx.createMessage({ accountAddress: signer.address, chainId: 'eip155:31337' })
    const freshText = fresh.toString()
    await siwx.addSession({
      data,
      message: freshText,
      signature: await signer.signMessage({ message: freshText }),
    })
    expect(await siwx.getSessions('eip155:31337', signer.address)).toHaveLength(1)
    expect(await refusal(siwx.addSession({ data, message: freshText, signature: '0x00' }))).toBe('nonce')
  })

  it('asks getNonce for each message and hands verified sessions to onSession before keeping them', async () => {
    const nonces = ['serverNonce0001', 'serverNonce0002']
    const handed: string[] = []
    const siwx = createDefaultSiwx({
      domain: 'app.example',
      uri: 'https://app.example',
      storage: createSafeStorage({ storage: createMemoryStorage() }),
      getNonce: async () => nonces.shift()!,
      onSession: async (session) => {
        handed.push(session.message)
        if (handed.length === 2) throw new Error('server said no')
      },
    })
    const sign = async () => {
      const message = await siwx.createMessage({ accountAddress: signer.address, chainId: 'eip155:31337' })
      const { toString: _toString, ...data } = message
      const text = message.toString()
      return siwx.addSession({ data, message: text, signature: await signer.signMessage({ message: text }) })
    }
    await sign()
    await expect(sign()).rejects.toThrow('server said no')
    expect(handed.map((text) => text.match(/Nonce: (\w+)/)?.[1])).toEqual([
      'serverNonce0001',
      'serverNonce0002',
    ])
    expect(await siwx.getSessions('eip155:31337', signer.address)).toHaveLength(1)
  })
})

describe('sign-in that does not verify', () => {
  it('shows why in the view instead of "Signature declined"', async () => {
    const { context, siwx } = await connectedWithSiwx(false)
    const verifier = createDefaultSiwx({
      domain: 'app.example',
      uri: 'https://app.example',
      storage: createSafeStorage({ storage: createMemoryStorage() }),
    })
    // Messages made by another instance: this verifier never issued their nonces, so it keeps no session.
    context.stores.options.setState({
      siwx: { ...verifier, createMessage: (input) => siwx.createMessage(input) },
    })
    await requireSignIn(context)
    await expect(signIn(context)).rejects.toThrow(SiwxVerificationError)
    expect(context.stores.router.getState().view).toBe('SIWXSignMessage')
    expect(context.stores.toast.getState()).toMatchObject({
      message: 'The sign-in message has an unknown or used nonce',
      variant: 'error',
    })
  })
})
