import type { CaipNetwork, CaipNetworkId } from '@portico/common'
import type { SiwxConfig, SiwxConfigSession, SiwxMessage, SiwxMessageInput } from '../options/types.ts'
import type { SafeStorage } from '../storage/createSafeStorage.ts'
import { createSafeStorage } from '../storage/createSafeStorage.ts'
import { createSiwxNonce } from './createSiwxNonce.ts'
import { formatSignInMessage } from './formatSignInMessage.ts'
import type { SiwxClientSource } from './verifySignInSignature.ts'

/** Parameters of {@link createDefaultSiwx}. */
export interface CreateDefaultSiwxParameters {
  /** EIP-4361 domain, e.g. `location.host`. */
  domain: string
  /** EIP-4361 URI, e.g. `location.origin`. */
  uri: string
  /** Sentence shown in the wallet. */
  statement?: string | undefined
  /** Whether sign-in is required (§2 close lock). */
  required?: boolean | undefined
  /**
   * The app's networks (as given to createAppKit): their RPC URLs check contract accounts' signatures (ERC-1271,
   * ERC-6492). Without them only EOA signatures verify.
   */
  networks?: readonly CaipNetwork[] | undefined
  /** Where sessions are kept; default local storage (or memory outside a browser). */
  storage?: SafeStorage | undefined
  /** Session lifetime; default 7 days. */
  expiresInMs?: number | undefined
  /** Nonce source, e.g. your server's nonce route; default {@link createSiwxNonce} (16 random bytes). */
  getNonce?: (() => string | Promise<string>) | undefined
  /**
   * Called with each verified session before it is stored, e.g. to post it to your server (which verifies it
   * again with `verifySiwxMessage`); a rejection fails the sign-in.
   */
  onSession?: ((session: SiwxConfigSession) => Promise<void>) | undefined
  /** Clock; default `Date.now`. */
  now?: (() => number) | undefined
}

const SESSIONS_KEY = '@appkit/siwx_sessions'

/**
 * A ready SIWX option: builds EIP-4361 messages with a fresh nonce, VERIFIES each signed session before keeping
 * it (domain, URI, network, address, that the nonce is one it issued and unused, Issued At / Expiration Time /
 * Not Before, and the signature: an EOA's key, or with `networks` a contract account's ERC-1271 or ERC-6492
 * signature), keeps sessions in local storage and forgets them after `expiresInMs`. The verifier loads on the
 * first sign-in, not with the page. A session kept here proves the signature to this page only: a server that
 * grants access verifies again (`verifySiwxMessage` from `@portico/core/siwx`).
 *
 * @throws {SiwxVerificationError} from `addSession` when a session does not verify (the §4 flow shows it).
 *
 * @example
 * createAppKit({
 *   projectId, networks,
 *   siwx: createDefaultSiwx({ domain: location.host, uri: location.origin, networks }),
 * })
 */
export function createDefaultSiwx({
  domain,
  uri,
  statement,
  required = false,
  networks,
  storage = createSafeStorage(),
  expiresInMs = 7 * 24 * 60 * 60 * 1000,
  getNonce = createSiwxNonce,
  onSession,
  now = Date.now,
}: CreateDefaultSiwxParameters): Required<Omit<SiwxConfig, 'getRequired'>> & Pick<SiwxConfig, 'getRequired'> {
  // Nonces of messages made here and not yet signed in with: each is accepted once.
  const issuedNonces = new Set<string>()
  let clients: Promise<SiwxClientSource | undefined> | undefined
  const clientSource = () =>
    (clients ??= networks
      ? import('./networkClientSource.ts').then(({ networkClientSource }) => networkClientSource(networks))
      : Promise.resolve(undefined))

  const read = (): SiwxConfigSession[] => {
    const stored = storage.getJson(SESSIONS_KEY)
    if (!Array.isArray(stored)) return []
    return (stored as SiwxConfigSession[]).filter((session) => {
      const expires = session?.data?.expirationTime
      return typeof expires !== 'string' || Date.parse(expires) > now()
    })
  }
  const write = (sessions: SiwxConfigSession[]) => storage.setJson(SESSIONS_KEY, sessions)
  const same = (session: SiwxConfigSession, chainId: CaipNetworkId, address: string) =>
    session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()

  return {
    required,
    getRequired: () => required,
    async createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
      const nonce = await getNonce()
      const issuedAt = new Date(now()).toISOString()
      const expirationTime = new Date(now() + expiresInMs).toISOString()
      const fields = { ...input, domain, uri, statement, nonce, issuedAt, expirationTime }
      const text = formatSignInMessage(fields)
      issuedNonces.add(nonce)
      return { ...fields, toString: () => text }
    },
    async addSession(session) {
      const [{ verifySiwxMessage }, client] = await Promise.all([
        import('./verifySiwxMessage.ts'),
        clientSource(),
      ])
      await verifySiwxMessage({
        message: session.message,
        signature: session.signature,
        domain,
        uri,
        nonce: (nonce) => issuedNonces.delete(nonce),
        address: session.data.accountAddress,
        chainIds: [session.data.chainId],
        client,
        now: now(),
      })
      await onSession?.(session)
      write([
        ...read().filter((other) => !same(other, session.data.chainId, session.data.accountAddress)),
        session,
      ])
    },
    async getSessions(chainId, address) {
      return read().filter((session) => same(session, chainId, address))
    },
    async revokeSession(chainId, address) {
      write(read().filter((session) => !same(session, chainId, address)))
    },
    async setSessions(sessions) {
      write(sessions)
    },
  }
}
