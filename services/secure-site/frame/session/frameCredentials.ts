import {
  createLoginSecret,
  createSessionProof,
  exportSessionPublicKey,
  type SessionPublicKey,
} from '@portico/frame-protocol'
import type { SessionKeyStore } from './sessionKeyStore.ts'
import type { KeyValueStorage } from './sessionStore.ts'

const LOGIN_SECRET_KEY = '@portico-secure/loginSecret'

/**
 * What only this iframe holds and the host page never sees: the secret of the login in progress and the key
 * pair its session is bound to (ADR 0011, trust boundary).
 */
export interface FrameCredentials {
  /** Makes a new login secret, remembers it in this tab, and returns its SHA-256 hex for the login's start. */
  beginLogin(): Promise<string>
  /** The secret of the login in progress, if any. */
  loginSecret(): string | undefined
  /**
   * A new session key pair for a login about to finish: its public JWK, and `keep` to call once the server made
   * the session (the old pair is replaced only then).
   */
  prepareSessionKey(): Promise<{ publicKey: SessionPublicKey; keep: () => Promise<void> }>
  /** The proof of one authenticated request, or `undefined` without a session key. */
  sign(request: { method: string; path: string; body: string }): Promise<string | undefined>
  /** Forgets the session key and any login in progress (sign-out, expired session). */
  forget(): Promise<void>
}

/** What {@link createFrameCredentials} keeps things in. */
export interface CreateFrameCredentialsParameters {
  keys: SessionKeyStore
  /**
   * Per-tab storage for the login secret (`sessionStorage` where the frame may use it), so a redirect result
   * forced into another tab finds no secret there; else the frame's storage.
   */
  tabStorage: KeyValueStorage
}

/**
 * The iframe's login secret and session key.
 *
 * @example
 * const credentials = createFrameCredentials({ keys: await pickSessionKeyStore(…), tabStorage: sessionStorage })
 * const loginSecretHash = await credentials.beginLogin()
 */
export function createFrameCredentials(parameters: CreateFrameCredentialsParameters): FrameCredentials {
  const { keys, tabStorage } = parameters
  let secret: string | undefined
  let current: Promise<CryptoKeyPair | undefined> | undefined

  const loaded = () => (current ??= keys.load())

  return {
    async beginLogin() {
      const created = await createLoginSecret()
      secret = created.secret
      // A redirect login comes back to a new frame in the same tab: it must find the secret there.
      tabStorage.setItem(LOGIN_SECRET_KEY, created.secret)
      return created.secretHash
    },
    loginSecret() {
      return secret ?? tabStorage.getItem(LOGIN_SECRET_KEY) ?? undefined
    },
    async prepareSessionKey() {
      const pair = await keys.generate()
      return {
        publicKey: await exportSessionPublicKey(pair.publicKey),
        keep: async () => {
          await keys.save(pair)
          current = Promise.resolve(pair)
          secret = undefined
          tabStorage.removeItem(LOGIN_SECRET_KEY)
        },
      }
    },
    async sign(request) {
      const pair = await loaded()
      return pair === undefined ? undefined : createSessionProof(pair.privateKey, request)
    },
    async forget() {
      secret = undefined
      tabStorage.removeItem(LOGIN_SECRET_KEY)
      current = Promise.resolve(undefined)
      await keys.clear()
    },
  }
}
