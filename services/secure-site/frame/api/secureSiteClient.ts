// A namespace import lets esbuild drop the parts of zod not used (locales, JSON schema): ~370 KB less.
import * as z from 'zod'
import { embeddedUserSchema, type EmbeddedUser, type SocialProvider } from '@portico/frame-protocol'
import { frameMessages } from '../messages.ts'
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

const answers = {
  emailStart: z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) }),
  emailDevice: z.object({ approved: z.boolean() }),
  socialStart: z.object({ uri: z.url() }),
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
  getUser(chainId: string | undefined): Promise<EmbeddedUser>
  signOut(): Promise<void>
  rpc(body: { chainId: string | undefined; method: string; params: unknown }): Promise<{ result: unknown }>
  updateEmail(body: { email: string }): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>
  verifyPrimaryOtp(body: { otp: string }): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>
  verifySecondaryOtp(body: { otp: string }): Promise<{ email: string }>
}

/**
 * The iframe's client of the secure-site HTTP API (same origin as the page). Every call carries the project
 * id and host origin headers; authenticated calls add `Authorization: Bearer <token>`. Answers are checked
 * against their schema so a server that breaks the contract fails loudly.
 *
 * @example
 * const client = createSecureSiteClient({
 *   origin: location.origin,
 *   projectId: 'portico-demo',
 *   hostOrigin: 'http://localhost:5173',
 *   getToken: () => store.getSession()?.token,
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
    if (options.authenticated) {
      const token = parameters.getToken()
      if (token === undefined) throw new SecureSiteRequestError(frameMessages.notConnected, 401)
      headers.authorization = `Bearer ${token}`
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await fetchFn(new URL(path, parameters.origin), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      })
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

  return {
    startEmail: (body) => call('POST', '/v1/email/start', answers.emailStart, { body }),
    waitForDevice: (body) => call('POST', '/v1/email/device', answers.emailDevice, { body }),
    verifyEmail: (body) => call('POST', '/v1/email/verify', sessionAnswerSchema, { body }),
    startSocial: (body) => call('POST', '/v1/social/start', answers.socialStart, { body }),
    completeSocial: (body) => call('POST', '/v1/social/complete', sessionAnswerSchema, { body }),
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
