// Test support: a secure site on a fresh database with the real data API (project origins), a real SMTP mail
// catcher, and helpers to read codes and log in.
import type { AddressInfo } from 'node:net'
import { buildApiServer, createProject, type Database } from '@portico/api'
import { devnetApiChains } from '@portico/api/testing/devnet'
import {
  SESSION_PROOF_HEADER,
  createLoginSecret,
  createSessionProof,
  exportSessionPublicKey,
  generateSessionKeyPair,
  type SessionPublicKey,
} from '@portico/frame-protocol'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { SecureSiteConfig } from '../config/loadSecureSiteConfig.ts'
import { startMailCatcher, type CaughtMail, type RunningMailCatcher } from '../dev/startMailCatcher.ts'
import { buildSecureSiteServer, type SecureSiteServerDependencies } from '../server.ts'

export const SHOP_ORIGIN = 'https://shop.example'
export const OTHER_SHOP_ORIGIN = 'https://other.shop.example'
export const SECURE_SITE_URL = 'http://secure.test'
export const TEST_MASTER_KEY = Buffer.alloc(32, 7)

/** The headers the iframe page sends on every `/v1/*` call. */
export const frameHeaders = (hostOrigin = SHOP_ORIGIN, projectId = 'shop') => ({
  'x-portico-project-id': projectId,
  'x-portico-host-origin': hostOrigin,
})

/** What the iframe page holds and a host page never sees: the login secret and the session key pair. */
export interface TestFrame {
  loginSecret: string
  loginSecretHash: string
  keys: CryptoKeyPair
  publicKey: SessionPublicKey
  /** Headers of an authenticated call: the host headers, the bearer token and a fresh proof. */
  authHeaders(
    sessionToken: string,
    method: string,
    url: string,
    payload?: object,
    hostOrigin?: string,
  ): Promise<Record<string, string>>
}

/**
 * A stand-in for the iframe: a fresh login secret and session key, and signed headers like the frame sends.
 *
 * @example
 * const frame = await createTestFrame()
 * await app.inject({ url: '/v1/user', headers: await frame.authHeaders(token, 'GET', '/v1/user') })
 */
export async function createTestFrame(): Promise<TestFrame> {
  const { secret, secretHash } = await createLoginSecret()
  const keys = await generateSessionKeyPair()
  return {
    loginSecret: secret,
    loginSecretHash: secretHash,
    keys,
    publicKey: await exportSessionPublicKey(keys.publicKey),
    async authHeaders(sessionToken, method, url, payload, hostOrigin = SHOP_ORIGIN) {
      const body = payload === undefined ? '' : JSON.stringify(payload)
      return {
        ...frameHeaders(hostOrigin),
        authorization: `Bearer ${sessionToken}`,
        [SESSION_PROOF_HEADER]: await createSessionProof(keys.privateKey, { method, path: url, body }),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      }
    },
  }
}

export interface SecureSiteTestBed {
  db: Database
  app: FastifyInstance
  catcher: RunningMailCatcher
  config: Parameters<typeof buildSecureSiteServer>[0]
  /** Waits for the newest mail to `to` that arrived after `after` (ISO time). */
  nextMail(to: string, after?: string): Promise<CaughtMail>
  /** The six-digit code of the newest mail to `to`. */
  nextCode(to: string, after?: string): Promise<string>
  /** Runs the whole email login as `frame` (a new one unless given) and returns the session, user and frame. */
  loginByEmail(
    email: string,
    deviceId?: string,
    hostOrigin?: string,
    frame?: TestFrame,
  ): Promise<{
    sessionToken: string
    user: { address: string; accounts: { address: string; namespace: string }[] }
    frame: TestFrame
  }>
  /** An authenticated call as the frame would make it (bearer token and proof). */
  call(
    session: { sessionToken: string; frame: TestFrame },
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

/**
 * Starts the data API on `db` (with project `shop` allowing {@link SHOP_ORIGIN} and {@link OTHER_SHOP_ORIGIN}),
 * a mail catcher, and a secure site using both.
 */
export async function startSecureSiteTestBed(
  db: Database,
  options: Partial<Pick<SecureSiteConfig, 'socialProviders' | 'rpcUrls'>> &
    Partial<Omit<SecureSiteServerDependencies, 'db'>> = {},
): Promise<SecureSiteTestBed> {
  await createProject(db, { id: 'shop', name: 'Shop', origins: [SHOP_ORIGIN, OTHER_SHOP_ORIGIN] })
  const api = buildApiServer({ chains: devnetApiChains() }, { db })
  await api.listen({ host: '127.0.0.1', port: 0 })
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
  const config = {
    publicUrl: SECURE_SITE_URL,
    apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
    smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort}`,
    mailFrom: 'Portico <login@portico.localhost>',
    masterKey: TEST_MASTER_KEY,
    socialProviders: options.socialProviders ?? {},
    rpcUrls: options.rpcUrls ?? new Map([['eip155:31337', 'http://127.0.0.1:1']]),
    defaultChainId: 'eip155:31337',
  }
  const app = buildSecureSiteServer(config, {
    db,
    deviceWaitMs: 1_500,
    emailStartLimit: { limit: 100, windowMs: 60_000 },
    ...options,
  })
  async function nextMail(to: string, after = '') {
    for (let i = 0; i < 100; i++) {
      const response = await fetch(`${catcher.inboxUrl}/messages?to=${encodeURIComponent(to)}`)
      const [latest] = (await response.json()) as CaughtMail[]
      if (latest && latest.receivedAt > after) return latest
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`No mail to ${to} arrived`)
  }
  async function nextCode(to: string, after?: string) {
    const mail = await nextMail(to, after)
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
    if (!code) throw new Error(`The mail to ${to} has no code: ${mail.text}`)
    return code
  }
  return {
    db,
    app,
    catcher,
    config,
    nextMail,
    nextCode,
    async loginByEmail(email, deviceId = 'device-test-1', hostOrigin = SHOP_ORIGIN, given) {
      const frame = given ?? (await createTestFrame())
      const before = new Date().toISOString()
      const start = await app.inject({
        method: 'POST',
        url: '/v1/email/start',
        headers: frameHeaders(hostOrigin),
        payload: { email, deviceId, loginSecretHash: frame.loginSecretHash },
      })
      expect(start.json()).toEqual({ action: 'VERIFY_OTP' })
      const otp = await nextCode(email, before)
      const verify = await app.inject({
        method: 'POST',
        url: '/v1/email/verify',
        headers: frameHeaders(hostOrigin),
        payload: { email, deviceId, otp, loginSecret: frame.loginSecret, publicKey: frame.publicKey },
      })
      expect(verify.statusCode).toBe(200)
      return { ...verify.json(), frame }
    },
    async call(session, method, url, payload) {
      return app.inject({
        method,
        url,
        headers: await session.frame.authHeaders(session.sessionToken, method, url, payload),
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      })
    },
    async close() {
      await app.close()
      await api.close()
      await catcher.stop()
    },
  }
}
