import type { CaipNetworkId } from '@portico/common'
import type { SiwxConfig, SiwxConfigSession, SiwxMessage, SiwxMessageInput } from '../options/types.ts'
import type { SafeStorage } from '../storage/createSafeStorage.ts'
import { createSafeStorage } from '../storage/createSafeStorage.ts'

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
  /** Where sessions are kept; default local storage (or memory outside a browser). */
  storage?: SafeStorage | undefined
  /** Session lifetime; default 7 days. */
  expiresInMs?: number | undefined
  /** Nonce source; default 16 random hex bytes. */
  randomNonce?: (() => string) | undefined
  /** Clock; default `Date.now`. */
  now?: (() => number) | undefined
}

const SESSIONS_KEY = '@appkit/siwx_sessions'

function randomHex(bytes: number): string {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes))
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('')
}

/**
 * EIP-4361 text for an eip155 account; other namespaces get the same layout with their CAIP-2 id.
 *
 * @example
 * formatSignInMessage({ domain: 'app.example', uri: 'https://app.example', accountAddress: '0xabc…',
 *   chainId: 'eip155:1', nonce: 'a1b2', issuedAt: '2026-11-22T10:00:00.000Z' })
 */
export function formatSignInMessage(fields: {
  domain: string
  uri: string
  statement?: string | undefined
  accountAddress: string
  chainId: CaipNetworkId
  nonce: string
  issuedAt: string
  expirationTime?: string | undefined
}): string {
  const [namespace, reference] = fields.chainId.split(':')
  const lines = [
    `${fields.domain} wants you to sign in with your ${namespace === 'eip155' ? 'Ethereum' : namespace} account:`,
    fields.accountAddress,
    '',
    ...(fields.statement ? [fields.statement, ''] : []),
    `URI: ${fields.uri}`,
    'Version: 1',
    `Chain ID: ${namespace === 'eip155' ? reference : fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
    ...(fields.expirationTime ? [`Expiration Time: ${fields.expirationTime}`] : []),
  ]
  return lines.join('\n')
}

/**
 * A ready SIWX option that builds EIP-4361 messages and keeps sessions in local storage, expiring them after
 * `expiresInMs`. Signatures are stored as given: a server that grants access must verify them itself.
 *
 * @example
 * createAppKit({ projectId, networks, siwx: createDefaultSiwx({ domain: location.host, uri: location.origin }) })
 */
export function createDefaultSiwx({
  domain,
  uri,
  statement,
  required = false,
  storage = createSafeStorage(),
  expiresInMs = 7 * 24 * 60 * 60 * 1000,
  randomNonce = () => randomHex(16),
  now = Date.now,
}: CreateDefaultSiwxParameters): Required<Omit<SiwxConfig, 'getRequired'>> & Pick<SiwxConfig, 'getRequired'> {
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
      const issuedAt = new Date(now()).toISOString()
      const expirationTime = new Date(now() + expiresInMs).toISOString()
      const fields = { ...input, domain, uri, statement, nonce: randomNonce(), issuedAt, expirationTime }
      const text = formatSignInMessage(fields)
      return { ...fields, toString: () => text }
    },
    async addSession(session) {
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
