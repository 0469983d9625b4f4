import { randomBytes } from 'node:crypto'
import type { Database } from '@portico/api'
import { createPublicClient, http, type Address, type Hex } from 'viem'
import { z } from 'zod'
import { sealBytes, unsealBytes, UnsealError } from '../crypto/sealBytes.ts'
import { BadRequestError, SecureSiteHttpError } from '../http/httpErrors.ts'
import { assertLoginSecret } from '../sessions/loginSecret.ts'
import type { SessionScope } from '../sessions/sessionStore.ts'
import { findOrCreateFarcasterUser } from './findOrCreateFarcasterUser.ts'
import type { FarcasterLoginConfig } from './readFarcasterLoginConfig.ts'
import { verifySiwfLogin } from './verifySiwfLogin.ts'

/** A Farcaster login must be approved within ten minutes (the relay keeps its channel as long). */
export const FARCASTER_LOGIN_LIFETIME_MS = 10 * 60_000
/** How often a waiting login asks the relay (FIP-11 apps poll about every second). */
const RELAY_POLL_MS = 500

/** Associated data of every sealed state, so a state opens only as a Farcaster login's. */
const STATE_PURPOSE = 'portico-farcaster-login'

/** The relay cannot be reached or answered something else than FIP-11. */
export class FarcasterRelayError extends SecureSiteHttpError {
  override name = 'FarcasterRelayError'
  constructor(detail: string) {
    super(502, `The Farcaster relay failed: ${detail}`)
  }
}

/** What the secure site needs to run Farcaster logins. */
export interface FarcasterLogin {
  config: FarcasterLoginConfig
  db: Database
  /** Seals the login state the iframe carries between start and finish. */
  loginStateKey: Buffer
  walletKeysKey: Buffer
  /** The secure site's origin: its host is the SIWF domain and `<origin>/farcaster` the URI. */
  publicUrl: string
  /** Default: `IdRegistry.custodyOf(fid)` on `config.rpcUrl`. */
  custodyOf?: (fid: number) => Promise<Address>
  fetch?: typeof fetch
}

const stateSchema = z.object({
  channelToken: z.string(),
  nonce: z.string(),
  projectId: z.string(),
  hostOrigin: z.string(),
  loginSecretHash: z.string(),
  expiresAt: z.number(),
})
const channelAnswer = z.object({ channelToken: z.string().min(1), url: z.url(), nonce: z.string() })
const statusAnswer = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('completed'),
    message: z.string(),
    signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
    fid: z.number().int().positive(),
    username: z.string().optional(),
    displayName: z.string().optional(),
  }),
])

const custodyOfAbi = [
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'custody', type: 'address' }],
  },
] as const

function readCustodyOf(config: FarcasterLoginConfig): (fid: number) => Promise<Address> {
  const client = createPublicClient({ transport: http(config.rpcUrl) })
  return (fid) =>
    client.readContract({
      address: config.idRegistry,
      abi: custodyOfAbi,
      functionName: 'custodyOf',
      args: [BigInt(fid)],
    })
}

async function askRelay(
  login: FarcasterLogin,
  path: string,
  init: RequestInit,
): Promise<{ status: number; json: unknown }> {
  let response: Response
  try {
    response = await (login.fetch ?? fetch)(`${login.config.relayUrl}${path}`, {
      ...init,
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    throw new FarcasterRelayError((error as Error).message)
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const detail = (json as { error?: unknown } | undefined)?.error
    throw new FarcasterRelayError(typeof detail === 'string' ? detail : `HTTP ${response.status}`)
  }
  return { status: response.status, json }
}

/** The SIWF domain and URI of this secure site. */
function siwfTarget(publicUrl: string) {
  return { domain: new URL(publicUrl).host, uri: `${publicUrl}/farcaster` }
}

/**
 * §5 GET_FARCASTER_URI: opens a channel on the Farcaster relay for this site's domain with a nonce of its own,
 * and returns the channel's connect URL (shown as a QR code and a link) with the sealed state the iframe hands
 * back to {@link finishFarcasterLogin}: nonce, channel, project, host page and login secret hash.
 *
 * @throws {FarcasterRelayError} when the relay cannot open a channel.
 * @example
 * const { url, state } = await startFarcasterLogin(login, { projectId, hostOrigin }, loginSecretHash)
 */
export async function startFarcasterLogin(
  login: FarcasterLogin,
  scope: SessionScope,
  loginSecretHash: string,
): Promise<{ url: string; state: string }> {
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = Date.now() + FARCASTER_LOGIN_LIFETIME_MS
  const { domain, uri } = siwfTarget(login.publicUrl)
  const { json } = await askRelay(login, '/v1/channel', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain, siweUri: uri, nonce, expirationTime: new Date(expiresAt).toISOString() }),
  })
  const channel = channelAnswer.safeParse(json)
  if (!channel.success || channel.data.nonce !== nonce)
    throw new FarcasterRelayError('it opened no channel for this login')
  const payload = { channelToken: channel.data.channelToken, nonce, ...scope, loginSecretHash, expiresAt }
  const sealed = sealBytes(login.loginStateKey, Buffer.from(JSON.stringify(payload)), STATE_PURPOSE)
  return { url: channel.data.url, state: `${sealed.iv}.${sealed.authTag}.${sealed.ciphertext}` }
}

/** What {@link finishFarcasterLogin} ended with. */
export type FinishFarcasterLoginReturnType = { status: 'pending' } | { status: 'completed'; userId: string }

/**
 * §5 CONNECT_FARCASTER: with the state {@link startFarcasterLogin} sealed (only from the project and host page
 * that started it, and with the iframe's login secret), asks the relay for up to `waitMs` whether the person
 * approved. Once they did, the signed message is verified ({@link verifySiwfLogin}: the custody address of the
 * fid, read on chain) and the embedded wallet user of that Farcaster account is found or created.
 *
 * @throws {BadRequestError} for a state that is not this site's, expired, or from another host; a message that
 *   does not verify.
 * @throws {LoginSecretMismatchError} when the login secret is not the one the login started with.
 * @example
 * const result = await finishFarcasterLogin(login, { state, scope, loginSecret, waitMs: 20_000 })
 */
export async function finishFarcasterLogin(
  login: FarcasterLogin,
  parameters: {
    state: string
    scope: SessionScope
    loginSecret: string
    waitMs: number
    signal?: AbortSignal
  },
): Promise<FinishFarcasterLoginReturnType> {
  const [iv = '', authTag = '', ciphertext = ''] = parameters.state.split('.')
  let payload: z.infer<typeof stateSchema>
  try {
    payload = stateSchema.parse(
      JSON.parse(
        unsealBytes(login.loginStateKey, { iv, authTag, ciphertext }, STATE_PURPOSE).toString('utf8'),
      ),
    )
  } catch (error) {
    if (error instanceof UnsealError || error instanceof SyntaxError || error instanceof z.ZodError)
      throw new BadRequestError('This Farcaster login is not from this secure site. Start it again.')
    throw error
  }
  if (payload.projectId !== parameters.scope.projectId || payload.hostOrigin !== parameters.scope.hostOrigin)
    throw new BadRequestError('This Farcaster login was started for another page. Start it again.')
  assertLoginSecret(payload.loginSecretHash, parameters.loginSecret)
  const deadline = Math.min(Date.now() + parameters.waitMs, payload.expiresAt)
  for (;;) {
    if (Date.now() >= payload.expiresAt)
      throw new BadRequestError('The Farcaster sign-in has expired. Start again.')
    const { json } = await askRelay(login, '/v1/channel/status', {
      headers: { authorization: `Bearer ${payload.channelToken}` },
    })
    const status = statusAnswer.safeParse(json)
    if (!status.success) throw new FarcasterRelayError('its channel status is not FIP-11')
    if (status.data.state === 'completed') {
      const answer = status.data
      const { fid } = await verifySiwfLogin({
        message: answer.message,
        signature: answer.signature as Hex,
        expected: { ...siwfTarget(login.publicUrl), nonce: payload.nonce },
        custodyOf: login.custodyOf ?? readCustodyOf(login.config),
      })
      const userName = answer.username || answer.displayName || `fid ${fid}`
      const user = await findOrCreateFarcasterUser(login.db, login.walletKeysKey, {
        fid,
        userName: userName.slice(0, 200),
      })
      return { status: 'completed', userId: user.id }
    }
    if (Date.now() + RELAY_POLL_MS >= deadline || parameters.signal?.aborted) return { status: 'pending' }
    await new Promise((resolve) => setTimeout(resolve, RELAY_POLL_MS))
  }
}
