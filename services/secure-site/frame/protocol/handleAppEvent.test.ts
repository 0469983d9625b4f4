// The iframe's answerer against the real secure site (its test bed: real data API for project origins, real
// SMTP catcher, real database) and a real anvil devnet, over real HTTP.
import type { AddressInfo } from 'node:net'
import { ed25519 } from '@noble/curves/ed25519'
import { startDevnet, type RunningDevnet } from '@portico/devnet'
import {
  type AppEvent,
  type AppEventName,
  appEvent,
  parseAppEvent,
  parseFrameEvent,
} from '@portico/frame-protocol'
import { base58 } from '@scure/base'
import {
  createPublicClient,
  http,
  parseEther,
  recoverTypedDataAddress,
  stringToHex,
  verifyMessage,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testSecureSiteDatabases } from '../../src/db/testSecureSiteDatabases.ts'
import { devSocialProviders } from '../../src/dev/devSocialProviderConfig.ts'
import { startDevOidcProvider, type RunningDevOidcProvider } from '../../src/dev/startDevOidcProvider.ts'
import {
  SECURE_SITE_URL,
  SHOP_ORIGIN,
  startSecureSiteTestBed,
  type SecureSiteTestBed,
} from '../../src/testing/secureSiteTestBed.ts'
import { createSecureSiteClient } from '../api/secureSiteClient.ts'
import { createApprovalQueue, type ApprovalQueue } from '../approval/approvalQueue.ts'
import { executeApproval } from '../approval/executeApproval.ts'
import { createFrameCredentials } from '../session/frameCredentials.ts'
import { createStorageKeyStore } from '../session/sessionKeyStore.ts'
import { createSessionStore, type SessionStore } from '../session/sessionStore.ts'
import { type AppEventAnswer, createAppEventHandler } from './handleAppEvent.ts'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

let devnet: RunningDevnet
let oidc: RunningDevOidcProvider
let bed: SecureSiteTestBed
let origin: string

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  oidc = await startDevOidcProvider({ port: 0, redirectUri: `${SECURE_SITE_URL}/social/callback` })
  const postgres = testSecureSiteDatabases.find((database) => database.kind === 'postgres')!
  bed = await startSecureSiteTestBed(await postgres.open(), {
    rpcUrls: new Map([['eip155:31337', devnet.rpcUrl]]),
    socialProviders: devSocialProviders(oidc.issuer, ['github']),
  })
  await bed.app.listen({ host: '127.0.0.1', port: 0 })
  origin = `http://127.0.0.1:${(bed.app.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await bed?.close()
  await bed?.db.close()
  await devnet?.stop()
  await oidc?.stop()
})

/**
 * Plays the person at the dev provider: follows its redirects with its cookies and posts its login form,
 * then lands on the secure site's callback (served here on `origin`), which redirects back to the host.
 */
async function socialLoginRedirect(authorizationUrl: string, login: string): Promise<URL> {
  const cookies: string[] = []
  let url = new URL(authorizationUrl)
  let init: RequestInit = {}
  for (let hop = 0; hop < 20; hop++) {
    // The test bed's public URL is not where it listens: send its callback to the listening server.
    if (url.href.startsWith(SECURE_SITE_URL)) url = new URL(`${url.pathname}${url.search}`, origin)
    else if (!url.href.startsWith(oidc.issuer)) return url
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: cookies.join('; ') },
    })
    for (const cookie of response.headers.getSetCookie()) cookies.push(cookie.split(';')[0]!)
    init = {}
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url)
      continue
    }
    const action = /<form id="login-form" method="post" action="([^"]+)"/.exec(await response.text())?.[1]
    if (!action) throw new Error(`No login form at ${url.href} (${response.status})`)
    url = new URL(action, url)
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login }),
    }
  }
  throw new Error('Too many redirects')
}

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

interface Frame {
  store: SessionStore
  approvals: ApprovalQueue
  notices: { type: string; payload: unknown }[]
  theme: unknown[]
  send<Name extends AppEventName>(name: Name, payload?: unknown, id?: string): Promise<AppEventAnswer>
}

/** One iframe: its storage, approval queue and answerer, talking to the secure site as `hostOrigin`. */
function openFrame(hostOrigin = SHOP_ORIGIN, projectId = 'shop', chainId = 'eip155:31337'): Frame {
  const storage = memoryStorage()
  const store = createSessionStore({ storage })
  store.setChainId(chainId)
  // Node has no IndexedDB: the key pair lives in the frame's storage, as where a browser denies IndexedDB.
  const credentials = createFrameCredentials({ keys: createStorageKeyStore(storage), tabStorage: storage })
  const client = createSecureSiteClient({
    origin,
    projectId,
    hostOrigin,
    getToken: () => store.getSession()?.token,
    credentials,
  })
  const approvals = createApprovalQueue({ execute: executeApproval(client) })
  const notices: { type: string; payload: unknown }[] = []
  const theme: unknown[] = []
  const handle = createAppEventHandler({
    client,
    store,
    credentials,
    approvals,
    hostOrigin,
    notify: (notice) => notices.push(notice),
    setTheme: (value) => theme.push(value),
    setDappMetadata: () => {},
    reload: () => {},
  })
  return {
    store,
    approvals,
    notices,
    theme,
    send: async (name, payload, id = crypto.randomUUID()) => {
      // Through the real parser, as from postMessage, and the answer checked as the host checks it.
      const event: AppEvent = parseAppEvent(appEvent(name, id, payload as never))
      const answer = await handle(event)
      parseFrameEvent(answer)
      expect(answer.id).toBe(event.id)
      return answer
    },
  }
}

const ok = (name: string, payload: unknown) => ({ type: `@portico-frame/${name}_SUCCESS`, payload })
const failed = (name: string, payload: unknown) => ({ type: `@portico-frame/${name}_ERROR`, payload })

async function loginByEmail(frame: Frame, email: string) {
  const before = new Date().toISOString()
  expect(await frame.send('CONNECT_EMAIL', { email })).toMatchObject(
    ok('CONNECT_EMAIL', { action: 'VERIFY_OTP' }),
  )
  const otp = await bed.nextCode(email, before)
  const answer = await frame.send('CONNECT_OTP', { otp })
  expect(answer.type).toBe('@portico-frame/CONNECT_OTP_SUCCESS')
  return answer.payload as { address: string; accounts: { address: string; namespace: string }[] }
}

/** Waits until the approval screen shows a request. */
async function shown(approvals: ApprovalQueue) {
  for (let i = 0; i < 200 && approvals.getSnapshot()?.status !== 'pending'; i++)
    await new Promise((resolve) => setTimeout(resolve, 10))
  return approvals.getSnapshot()!
}

describe('createAppEventHandler against the secure site', () => {
  let frame: Frame
  beforeEach(() => {
    frame = openFrame()
  })

  it('logs in by email OTP, stores the session and answers the user on the current network', async () => {
    const user = await loginByEmail(frame, 'frame-ada@example.test')
    expect(user).toMatchObject({
      email: 'frame-ada@example.test',
      chainId: 'eip155:31337',
      authProvider: 'email',
      preferredAccountType: 'eoa',
    })
    expect(frame.store.getSession()?.token).toMatch(/.{20,}/)
    expect(await frame.send('IS_CONNECTED')).toMatchObject(ok('IS_CONNECTED', { isConnected: true }))
    expect(await frame.send('GET_USER')).toMatchObject(ok('GET_USER', { address: user.address }))
    expect(await frame.send('GET_CHAIN_ID')).toMatchObject(ok('GET_CHAIN_ID', { chainId: 'eip155:31337' }))
  })

  it('answers the server’s message for a wrong code, and refuses OTP and device before CONNECT_EMAIL', async () => {
    expect(await frame.send('CONNECT_OTP', { otp: '000000' })).toMatchObject(
      failed('CONNECT_OTP', { message: 'No email login in progress: send CONNECT_EMAIL first' }),
    )
    expect(await frame.send('CONNECT_DEVICE')).toMatchObject(failed('CONNECT_DEVICE', {}))
    const email = 'frame-wrong@example.test'
    const before = new Date().toISOString()
    await frame.send('CONNECT_EMAIL', { email })
    const otp = await bed.nextCode(email, before)
    const wrong = otp === '123456' ? '654321' : '123456'
    expect(await frame.send('CONNECT_OTP', { otp: wrong })).toEqual(
      expect.objectContaining(failed('CONNECT_OTP', expect.objectContaining({ message: 'Invalid code' }))),
    )
    // §9 cooldown: a second code within 30 s is refused with the server's message.
    const again = await frame.send('CONNECT_EMAIL', { email })
    expect(again.type).toBe('@portico-frame/CONNECT_EMAIL_ERROR')
    expect((again.payload as { message: string }).message).toMatch(/^Please try again after \d+ seconds$/)
  })

  it('switches to solana and back, telling the host about the chain and the accounts', async () => {
    const user = await loginByEmail(frame, 'frame-switch@example.test')
    const solanaAddress = user.accounts.find((account) => account.namespace === 'solana')!.address
    expect(await frame.send('SWITCH_NETWORK', { chainId: SOLANA })).toMatchObject(
      ok('SWITCH_NETWORK', { chainId: SOLANA }),
    )
    expect(frame.notices).toEqual([
      { type: '@portico-frame/CHAIN_CHANGED', payload: { chainId: SOLANA } },
      { type: '@portico-frame/ACCOUNTS_CHANGED', payload: { accounts: [solanaAddress] } },
    ])
    expect(await frame.send('GET_USER')).toMatchObject(
      ok('GET_USER', { address: solanaAddress, chainId: SOLANA }),
    )
    await frame.send('SWITCH_NETWORK', { chainId: 31337 })
    expect(frame.notices.slice(2)).toEqual([
      { type: '@portico-frame/CHAIN_CHANGED', payload: { chainId: 'eip155:31337' } },
      { type: '@portico-frame/ACCOUNTS_CHANGED', payload: { accounts: [user.address] } },
    ])
    expect(
      await frame.send('SWITCH_NETWORK', { chainId: 'bip122:000000000019d6689c085ae165831e93' }),
    ).toMatchObject(failed('SWITCH_NETWORK', { code: 4902 }))
  })

  it('forwards safe reads without asking, and refuses methods outside §6 without calling the server', async () => {
    const user = await loginByEmail(frame, 'frame-reads@example.test')
    expect(await frame.send('RPC_REQUEST', { method: 'eth_chainId', params: [] })).toMatchObject(
      ok('RPC_REQUEST', { result: '0x7a69' }),
    )
    const balance = await frame.send('RPC_REQUEST', {
      method: 'eth_getBalance',
      params: [user.address, 'latest'],
    })
    expect(balance).toMatchObject(ok('RPC_REQUEST', { result: '0x0' }))
    expect(await frame.send('RPC_REQUEST', { method: 'eth_accounts' })).toMatchObject(
      ok('RPC_REQUEST', { result: [user.address] }),
    )
    expect(await frame.send('RPC_REQUEST', { method: 'eth_sign', params: [] })).toMatchObject(
      failed('RPC_REQUEST', { message: 'Requested RPC call is not allowed', code: 4200 }),
    )
    expect(await frame.send('RPC_REQUEST', { method: 'wallet_sendCalls', params: [] })).toMatchObject(
      failed('RPC_REQUEST', {
        message: 'wallet_sendCalls is not available in the embedded wallet yet',
        code: 4200,
      }),
    )
    expect(frame.approvals.getSnapshot()).toBeUndefined()
  })

  it('signs a message after approval, rejects with 4001, and shows one approval at a time', async () => {
    const user = await loginByEmail(frame, 'frame-sign@example.test')
    const message = 'Sign in to Shop'
    const first = frame.send('RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex(message), user.address],
    })
    const second = frame.send('RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex('second'), user.address],
    })
    const snapshot = await shown(frame.approvals)
    expect(snapshot).toMatchObject({
      request: { method: 'personal_sign', account: user.address, details: { text: message, isHex: false } },
      waiting: 1,
    })
    frame.approvals.approve()
    const signed = await first
    expect(signed.type).toBe('@portico-frame/RPC_REQUEST_SUCCESS')
    const signature = (signed.payload as { result: `0x${string}` }).result
    expect(await verifyMessage({ address: user.address as `0x${string}`, message, signature })).toBe(true)

    expect((await shown(frame.approvals)).request.details).toMatchObject({ text: 'second' })
    frame.approvals.reject()
    expect(await second).toMatchObject(
      failed('RPC_REQUEST', { message: 'User rejected the request.', code: 4001 }),
    )
  })

  it('drops the approvals the host aborted when its modal closed (§4), shown or queued', async () => {
    const user = await loginByEmail(frame, 'frame-abort@example.test')
    const ids = [crypto.randomUUID(), crypto.randomUUID()] as const
    const answers = ids.map((id, index) =>
      frame.send(
        'RPC_REQUEST',
        { method: 'personal_sign', params: [stringToHex(`stale ${index}`), user.address] },
        id,
      ),
    )
    expect((await shown(frame.approvals)).waiting).toBe(1)
    expect(await frame.send('ABORT_RPC_REQUESTS', { ids: [...ids] })).toMatchObject(
      ok('ABORT_RPC_REQUESTS', { cancelled: 2 }),
    )
    expect(frame.approvals.getSnapshot()).toBeUndefined()
    for (const answer of answers) expect((await answer).type).toBe('@portico-frame/RPC_REQUEST_ERROR')
  })

  it('signs typed data and a Solana message with the user’s keys', async () => {
    const user = await loginByEmail(frame, 'frame-typed@example.test')
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      domain: { name: 'Shop', chainId: 31337 },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    } as const
    const pending = frame.send('RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [user.address, JSON.stringify(typedData)],
    })
    expect((await shown(frame.approvals)).request.details).toMatchObject({
      kind: 'typedData',
      domainName: 'Shop',
      domainChain: 'Portico Devnet',
      primaryType: 'Greeting',
      message: [{ key: 'text', value: 'hi' }],
    })
    frame.approvals.approve()
    const signature = ((await pending).payload as { result: `0x${string}` }).result
    const recovered = await recoverTypedDataAddress({
      domain: { name: 'Shop', chainId: 31337n },
      types: { Greeting: typedData.types.Greeting },
      primaryType: 'Greeting',
      message: typedData.message,
      signature,
    })
    expect(recovered).toBe(user.address)

    await frame.send('SWITCH_NETWORK', { chainId: SOLANA })
    const pubkey = user.accounts.find((account) => account.namespace === 'solana')!.address
    const bytes = new TextEncoder().encode('Hello from Shop')
    const solana = frame.send('RPC_REQUEST', {
      method: 'solana_signMessage',
      params: { message: base58.encode(bytes), pubkey },
    })
    expect((await shown(frame.approvals)).request).toMatchObject({
      account: pubkey,
      details: { kind: 'message', text: 'Hello from Shop' },
    })
    frame.approvals.approve()
    const { signature: solanaSignature } = ((await solana).payload as { result: { signature: string } })
      .result
    expect(ed25519.verify(base58.decode(solanaSignature), bytes, base58.decode(pubkey))).toBe(true)
  })

  it('sends a transaction after approval and shows the server’s error when it fails', async () => {
    const user = await loginByEmail(frame, 'frame-send@example.test')
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    // A new wallet has no ETH: the secure site's error is shown and answered.
    const broke = frame.send('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: user.address, to, value: '0x1' }],
    })
    expect((await shown(frame.approvals)).request.details).toMatchObject({
      kind: 'transaction',
      value: '0.000000000000000001 ETH',
      network: 'Portico Devnet',
    })
    frame.approvals.approve()
    const refused = await broke
    expect(refused.type).toBe('@portico-frame/RPC_REQUEST_ERROR')
    const message = (refused.payload as { message: string }).message
    expect(frame.approvals.getSnapshot()).toMatchObject({ status: 'failed', error: message })
    frame.approvals.dismiss()

    const chain = createPublicClient({ transport: http(devnet.rpcUrl) })
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [user.address, '0xde0b6b3a7640000'] as never,
    })
    const sending = frame.send('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: user.address, to, value: `0x${parseEther('0.25').toString(16)}` }],
    })
    await shown(frame.approvals)
    frame.approvals.approve()
    const sent = await sending
    expect(sent.type).toBe('@portico-frame/RPC_REQUEST_SUCCESS')
    const hash = (sent.payload as { result: `0x${string}` }).result
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(user.address.toLowerCase())
  })

  it('logs in with a social provider in redirect mode and answers the user on the chosen network', async () => {
    const returnTo = `${SHOP_ORIGIN}/wallet?tab=1`
    const start = await frame.send('GET_SOCIAL_REDIRECT_URI', {
      provider: 'github',
      mode: 'redirect',
      returnTo,
    })
    expect(start.type).toBe('@portico-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS')
    const back = await socialLoginRedirect((start.payload as { uri: string }).uri, 'frame-grace')
    expect(back.origin + back.pathname).toBe(`${SHOP_ORIGIN}/wallet`)
    const resultUri = back.searchParams.get('result_uri')!
    const answer = await frame.send('CONNECT_SOCIAL', { uri: resultUri, chainId: SOLANA })
    expect(answer).toMatchObject(
      ok('CONNECT_SOCIAL', { authProvider: 'github', userName: 'frame-grace', email: null, chainId: SOLANA }),
    )
    const solana = (answer.payload as { accounts: { address: string; namespace: string }[] }).accounts.find(
      (account) => account.namespace === 'solana',
    )!
    expect((answer.payload as { address: string }).address).toBe(solana.address)
    expect(await frame.send('GET_CHAIN_ID')).toMatchObject(ok('GET_CHAIN_ID', { chainId: SOLANA }))
    // The ticket is single use.
    expect((await openFrame().send('CONNECT_SOCIAL', { uri: resultUri })).type).toBe(
      '@portico-frame/CONNECT_SOCIAL_ERROR',
    )
  })

  it('asks a new device to be approved by email after the right code, waits for it, then logs in with that code', async () => {
    const email = 'frame-device@example.test'
    await loginByEmail(frame, email)
    // §9 cooldown counts from the newest code: age it instead of waiting 30 s.
    await bed.db.query(
      "UPDATE embedded_email_codes SET created_at = created_at - interval '1 minute' WHERE email = $1",
      [email],
    )
    const laptop = openFrame()
    expect(laptop.store.getDeviceId()).not.toBe(frame.store.getDeviceId())
    let before = new Date().toISOString()
    expect(await laptop.send('CONNECT_EMAIL', { email })).toMatchObject(
      ok('CONNECT_EMAIL', { action: 'VERIFY_OTP' }),
    )
    const otp = await bed.nextCode(email, before)
    before = new Date().toISOString()
    expect(await laptop.send('CONNECT_OTP', { otp })).toMatchObject(
      failed('CONNECT_OTP', {
        message: 'This device is not approved. Approve it from the email we sent, then enter the code again.',
      }),
    )
    const link = new URL(
      /(http:\/\/secure\.test\/device\/approve\?token=\S+)/.exec(
        (await bed.nextMail(email, before)).text,
      )![1]!,
    )
    expect(await laptop.send('CONNECT_DEVICE')).toMatchObject(ok('CONNECT_DEVICE', { approved: false }))
    // The person opens the link and presses Approve on the secure site's page (a same-origin POST).
    const page = await (await fetch(new URL(`${link.pathname}${link.search}`, origin))).text()
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!
    const approved = await fetch(new URL('/device/approve', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SECURE_SITE_URL },
      body: new URLSearchParams({ token: link.searchParams.get('token')!, csrf }),
    })
    expect(approved.status).toBe(200)
    expect(await laptop.send('CONNECT_DEVICE')).toMatchObject(ok('CONNECT_DEVICE', { approved: true }))
    // The same code, from the same frame (same login secret), now logs in.
    expect(await laptop.send('CONNECT_OTP', { otp })).toMatchObject(ok('CONNECT_OTP', { email }))
  })

  /** Email-change codes issued to `email` (none unless the frame asked the secure site). */
  const updateCodesTo = async (email: string) =>
    (
      await bed.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM embedded_email_codes WHERE email = $1 AND purpose = 'update-primary'",
        [email],
      )
    )[0]!.count

  it("attack: a host cannot change the sign-in email without the person approving it on the secure site's screen", async () => {
    const oldEmail = 'frame-old@example.test'
    const newEmail = 'frame-new@example.test'
    await loginByEmail(frame, oldEmail)
    await bed.db.query(
      "UPDATE embedded_email_codes SET created_at = created_at - interval '1 minute' WHERE email = $1",
      [oldEmail],
    )
    const before = new Date().toISOString()
    const started = frame.send('UPDATE_EMAIL', { email: newEmail })
    // The frame's own screen names both addresses, and nothing reaches the secure site before Approve.
    expect((await shown(frame.approvals)).request).toMatchObject({
      method: 'updateEmail',
      details: { kind: 'emailChange', from: oldEmail, to: newEmail },
    })
    expect(await updateCodesTo(oldEmail)).toBe(0)
    frame.approvals.approve()
    expect(await started).toMatchObject(ok('UPDATE_EMAIL', { action: 'VERIFY_PRIMARY_OTP' }))
    expect(frame.approvals.getSnapshot()).toBeUndefined()
    expect(
      await frame.send('UPDATE_EMAIL_PRIMARY_OTP', { otp: await bed.nextCode(oldEmail, before) }),
    ).toMatchObject(ok('UPDATE_EMAIL_PRIMARY_OTP', { action: 'VERIFY_SECONDARY_OTP' }))
    expect(
      await frame.send('UPDATE_EMAIL_SECONDARY_OTP', { otp: await bed.nextCode(newEmail, before) }),
    ).toMatchObject(ok('UPDATE_EMAIL_SECONDARY_OTP', { email: newEmail }))
    expect(frame.store.getEmail()).toBe(newEmail)
    expect(await frame.send('GET_USER')).toMatchObject(ok('GET_USER', { email: newEmail }))
  })

  it('answers 4001 when the person rejects an email change, and sends nothing to the secure site', async () => {
    const oldEmail = 'frame-keep@example.test'
    await loginByEmail(frame, oldEmail)
    const started = frame.send('UPDATE_EMAIL', { email: 'frame-thief@example.test' })
    expect((await shown(frame.approvals)).request.details).toEqual({
      kind: 'emailChange',
      from: oldEmail,
      to: 'frame-thief@example.test',
    })
    frame.approvals.reject()
    expect(await started).toMatchObject(
      failed('UPDATE_EMAIL', { message: 'User rejected the request.', code: 4001 }),
    )
    expect(await updateCodesTo(oldEmail)).toBe(0)
    expect(await frame.send('GET_USER')).toMatchObject(ok('GET_USER', { email: oldEmail }))
  })

  it('forgets an expired session, posts NOT_CONNECTED and answers Session Expired', async () => {
    await loginByEmail(frame, 'frame-expired@example.test')
    frame.store.setSession({
      token: 'not-a-real-token-000000000000000000000000000',
      expiresAt: Date.now() + 60_000,
    })
    expect(await frame.send('GET_USER')).toMatchObject(failed('GET_USER', { message: 'Session Expired' }))
    expect(frame.notices).toEqual([{ type: '@portico-frame/NOT_CONNECTED', payload: {} }])
    expect(frame.store.getSession()).toBeUndefined()
    expect(await frame.send('IS_CONNECTED')).toMatchObject(ok('IS_CONNECTED', { isConnected: false }))
  })

  it('signs out on the server: the old token no longer works', async () => {
    await loginByEmail(frame, 'frame-out@example.test')
    const token = frame.store.getSession()!.token
    expect(await frame.send('SIGN_OUT')).toMatchObject(ok('SIGN_OUT', {}))
    expect(frame.store.getSession()).toBeUndefined()
    frame.store.setSession({ token, expiresAt: Date.now() + 60_000 })
    expect(await frame.send('IS_CONNECTED')).toMatchObject(ok('IS_CONNECTED', { isConnected: false }))
    expect(await frame.send('GET_USER')).toMatchObject(
      failed('GET_USER', {
        message: 'Not connected: sign in with email or a social login first',
        code: 4100,
      }),
    )
  })

  it('passes on the server’s refusal of a foreign host origin or project', async () => {
    const foreign = openFrame('https://evil.example')
    expect(await foreign.send('CONNECT_EMAIL', { email: 'x@example.test' })).toMatchObject(
      failed('CONNECT_EMAIL', { message: 'origin not allowed' }),
    )
    const unknown = openFrame(SHOP_ORIGIN, 'no-such-project')
    expect(await unknown.send('CONNECT_EMAIL', { email: 'x@example.test' })).toMatchObject(
      failed('CONNECT_EMAIL', { message: 'Invalid Project ID' }),
    )
  })

  it('answers the not-yet features with clear errors and syncs the theme', async () => {
    expect(await frame.send('INIT_SMART_ACCOUNT')).toMatchObject(
      failed('INIT_SMART_ACCOUNT', { message: 'Smart accounts are not available yet' }),
    )
    expect(await frame.send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toMatchObject(
      failed('SET_PREFERRED_ACCOUNT', { message: 'Smart accounts are not available yet' }),
    )
    expect(await frame.send('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toMatchObject(
      ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [] }),
    )
    expect(await frame.send('GET_FARCASTER_URI')).toMatchObject(
      failed('GET_FARCASTER_URI', { message: 'Farcaster login is not available' }),
    )
    expect(await frame.send('SYNC_THEME', { themeMode: 'light' })).toMatchObject(ok('SYNC_THEME', {}))
    expect(frame.theme).toEqual([{ themeMode: 'light' }])
    expect(
      await frame.send('GET_SOCIAL_REDIRECT_URI', {
        provider: 'google',
        mode: 'redirect',
        returnTo: 'https://evil.example/x',
      }),
    ).toMatchObject(
      failed('GET_SOCIAL_REDIRECT_URI', { message: 'returnTo must be on the host page’s origin' }),
    )
  })
})
