// A namespace import lets esbuild drop the parts of zod not used (locales, JSON schema): ~370 KB less.
import * as z from 'zod'
import {
  SESSION_PROOF_HEADER,
  embeddedUserSchema,
  type EmbeddedUser,
  type SocialProvider,
} from '@portico/frame-protocol'
import { frameMessages } from '../messages.ts'
import type { FrameCredentials } from '../session/frameCredentials.ts'
import { SecureSiteRequestError } from './SecureSiteRequestError.ts'

const errorBodySchema = z.object({
  message: z.string(),
  code: z.number().int().optional(),
  retryAfterSeconds: z.number().optional(),
})

const sessionAnswerSchema = z.object({
  sessionToken: z.string().min(1),
  expiresAt: z.union([z.string(), z.number()]),
  user: embeddedUserSchema,
})

/** A session the secure site opened (email OTP or social login). */
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>

const farcasterConnectSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  sessionAnswerSchema.extend({ status: z.literal('completed') }),
])

const answers = {
  emailStart: z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) }),
  emailDevice: z.object({ approved: z.boolean() }),
  socialStart: z.object({ uri: z.url() }),
  farcasterStart: z.object({ url: z.url(), state: z.string().min(1) }),
  rpc: z.object({ result: z.unknown() }),
  updatePrimary: z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }),
  updateSecondary: z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }),
  updateDone: z.object({ email: z.string() }),
  empty: z.object({}),
} as const

/** What {@link createSecureSiteClient} needs. */
export interface CreateSecureSiteClientParameters {
  /** The secure site's origin, e.g. `http://127.0.0.1:8789`. */
  origin: string
  /** Sent as `X-Portico-Project-Id`. */
  projectId: string
  /** Sent as `X-Portico-Host-Origin`: the page that embeds the iframe. */
  hostOrigin: string
  /** The current session token, sent as a bearer token on the calls that need one. */
  getToken: () => string | undefined
  /** The login secret and session key: logins are started and finished with them, calls signed with the key. */
  credentials: FrameCredentials
  /** `globalThis.fetch` in the page. */
  fetch?: typeof fetch
}

/** One method per secure-site `/v1/*` call; each throws {@link SecureSiteRequestError} on an error answer. */
export interface SecureSiteClient {
  startEmail(body: { email: string; deviceId: string }): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>
  waitForDevice(body: { email: string; deviceId: string }): Promise<{ approved: boolean }>
  verifyEmail(body: { email: string; otp: string; deviceId: string }): Promise<SessionAnswer>
  startSocial(body: {
    provider: SocialProvider
    mode: 'popup' | 'redirect'
    returnTo?: string
  }): Promise<{ uri: string }>
  completeSocial(body: { resultUri: string }): Promise<SessionAnswer>
  /** Opens a Sign In With Farcaster channel: its connect URL and the sealed state to finish it with. */
  startFarcaster(): Promise<{ url: string; state: string }>
  /** Waits up to 20 s for the Farcaster approval; on completion the session is opened with a new key. */
  connectFarcaster(body: {
    state: string
  }): Promise<{ status: 'pending' } | (SessionAnswer & { status: 'completed' })>
  getUser(chainId: string | undefined): Promise<EmbeddedUser>
  signOut(): Promise<void>
  rpc(body: { chainId: string | undefined; method: string; params: unknown }): Promise<{ result: unknown }>
  updateEmail(body: { email: string }): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>
  verifyPrimaryOtp(body: { otp: string }): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>
  verifySecondaryOtp(body: { otp: string }): Promise<{ email: string }>
}

/**
 * The iframe's client of the secure-site HTTP API (same origin as the page). Every call carries the project
 * id and host origin headers; a login starts with the hash of a new login secret and finishes with the secret
 * and a new session key's public half; authenticated calls add `Authorization: Bearer <token>` and a proof
 * signed with that key. Answers are checked against their schema so a server that breaks the contract fails
 * loudly.
 *
 * @example
 * const client = createSecureSiteClient({
 *   origin: location.origin,
 *   projectId: 'portico-demo',
 *   hostOrigin: 'http://localhost:5173',
 *   getToken: () => store.getSession()?.token,
 *   credentials,
 * })
 * const { action } = await client.startEmail({ email: 'a@b.co', deviceId: store.getDeviceId() })
 */
export function createSecureSiteClient(parameters: CreateSecureSiteClientParameters): SecureSiteClient {
  const fetchFn = parameters.fetch ?? globalThis.fetch.bind(globalThis)

  async function call<Schema extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: Schema,
    options: { body?: unknown; authenticated?: boolean } = {},
  ): Promise<z.output<Schema>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-portico-project-id': parameters.projectId,
      'x-portico-host-origin': parameters.hostOrigin,
    }
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    if (options.authenticated) {
      const token = parameters.getToken()
      // Without its key a session cannot be used (a frame that lost its storage): the same as no session.
      const proof = await parameters.credentials.sign({ method, path, body: body ?? '' })
      if (token === undefined || proof === undefined)
        throw new SecureSiteRequestError(frameMessages.notConnected, 401)
      headers.authorization = `Bearer ${token}`
      headers[SESSION_PROOF_HEADER] = proof
    }
    if (body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await fetchFn(new URL(path, parameters.origin), { method, headers, body })
    } catch (cause) {
      throw new SecureSiteRequestError(frameMessages.secureSiteUnreachable, 0, undefined, undefined, {
        cause,
      })
    }
    const text = await response.text()
    let json: unknown
    try {
      json = text === '' ? {} : JSON.parse(text)
    } catch {
      json = undefined
    }
    if (!response.ok) {
      const body = errorBodySchema.safeParse(json)
      if (!body.success)
        throw new SecureSiteRequestError(frameMessages.httpStatus(response.status), response.status)
      throw new SecureSiteRequestError(
        body.data.message,
        response.status,
        body.data.code,
        body.data.retryAfterSeconds,
      )
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success)
      throw new SecureSiteRequestError(
        frameMessages.invalidServerAnswer(path),
        response.status,
        undefined,
        undefined,
        {
          cause: parsed.error,
        },
      )
    return parsed.data
  }

  const { credentials } = parameters

  /** Finishes a login with its secret and a new session key, kept only once the server made the session. */
  async function finishLogin(path: string, body: object): Promise<SessionAnswer> {
    const loginSecret = credentials.loginSecret()
    if (loginSecret === undefined) throw new SecureSiteRequestError(frameMessages.noLoginInProgress, 400)
    const key = await credentials.prepareSessionKey()
    const answer = await call('POST', path, sessionAnswerSchema, {
      body: { ...body, loginSecret, publicKey: key.publicKey },
    })
    await key.keep()
    return answer
  }

  return {
    startEmail: async (body) =>
      call('POST', '/v1/email/start', answers.emailStart, {
        body: { ...body, loginSecretHash: await credentials.beginLogin() },
      }),
    waitForDevice: (body) => call('POST', '/v1/email/device', answers.emailDevice, { body }),
    verifyEmail: (body) => finishLogin('/v1/email/verify', body),
    startSocial: async (body) =>
      call('POST', '/v1/social/start', answers.socialStart, {
        body: { ...body, loginSecretHash: await credentials.beginLogin() },
      }),
    completeSocial: (body) => finishLogin('/v1/social/complete', body),
    startFarcaster: async () =>
      call('POST', '/v1/farcaster/start', answers.farcasterStart, {
        body: { loginSecretHash: await credentials.beginLogin() },
      }),
    connectFarcaster: async (body) => {
      const loginSecret = credentials.loginSecret()
      if (loginSecret === undefined) throw new SecureSiteRequestError(frameMessages.noLoginInProgress, 400)
      const key = await credentials.prepareSessionKey()
      const answer = await call('POST', '/v1/farcaster/connect', farcasterConnectSchema, {
        body: { ...body, loginSecret, publicKey: key.publicKey },
      })
      // The key is kept only once a session was made with it.
      if (answer.status === 'completed') await key.keep()
      return answer
    },
    getUser: (chainId) =>
      call(
        'GET',
        chainId === undefined ? '/v1/user' : `/v1/user?chainId=${encodeURIComponent(chainId)}`,
        embeddedUserSchema,
        { authenticated: true },
      ),
    signOut: async () => {
      await call('POST', '/v1/signout', answers.empty, { body: {}, authenticated: true })
    },
    rpc: (body) => call('POST', '/v1/rpc', answers.rpc, { body, authenticated: true }),
    updateEmail: (body) =>
      call('POST', '/v1/email/update', answers.updatePrimary, { body, authenticated: true }),
    verifyPrimaryOtp: (body) =>
      call('POST', '/v1/email/update/primary', answers.updateSecondary, { body, authenticated: true }),
    verifySecondaryOtp: (body) =>
      call('POST', '/v1/email/update/secondary', answers.updateDone, { body, authenticated: true }),
  }
}
