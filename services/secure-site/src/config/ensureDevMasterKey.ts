import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseMasterKey } from '../crypto/parseMasterKey.ts'

/**
 * Development only (`PORTICO_SECURE_SITE_DEV=1`): the master key kept in `path` (mode 0600), made on first use,
 * so wallets made by one `npm start` still open after the next.
 *
 * @example
 * env.PORTICO_SECURE_SITE_MASTER_KEY = ensureDevMasterKey('.portico/secure-site-master.key')
 */
export function ensureDevMasterKey(path: string): string {
  const file = resolve(path)
  if (existsSync(file)) {
    const hex = readFileSync(file, 'utf8').trim()
    parseMasterKey(hex) // a damaged file must not silently become a new key
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
    return hex
  }
  mkdirSync(dirname(file), { recursive: true })
  const hex = randomBytes(32).toString('hex')
  writeFileSync(file, `${hex}\n`, { mode: 0o600, flag: 'wx' })
  return hex
}
