import { hkdfSync } from 'node:crypto'

/** Keys derived from the master key, one per use, so a leak of one use's key tells nothing about the others. */
export interface SecretKeys {
  /** AES-256-GCM key of the wallet keys table. */
  walletKeys: Buffer
  /** AES-256-GCM key of short-lived secrets (PKCE verifiers of social logins in flight). */
  loginState: Buffer
  /** HMAC-SHA256 key of email codes (a database dump must not allow trying the 10^6 codes offline). */
  codeHmac: Buffer
}

function derive(masterKey: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `portico-secure-site/${label}/v1`, 32))
}

/**
 * HKDF-SHA256 of the master key into one key per purpose.
 *
 * @example
 * const keys = deriveSecretKeys(parseMasterKey(process.env.PORTICO_SECURE_SITE_MASTER_KEY!))
 */
export function deriveSecretKeys(masterKey: Buffer): SecretKeys {
  return {
    walletKeys: derive(masterKey, 'wallet-keys'),
    loginState: derive(masterKey, 'login-state'),
    codeHmac: derive(masterKey, 'email-code-hmac'),
  }
}
