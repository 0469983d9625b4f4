/** What a WalletConnect v2 pairing URI carries. */
export interface PairingUri {
  /** The pairing topic, 64 hex characters. */
  topic: string
  /** The key both sides encrypt the pairing with. */
  symKey: string
  /** `relay-protocol`, `irn` for the WalletConnect relay. */
  relayProtocol: string
  /** When the pairing expires, ms since epoch; `undefined` when the URI does not say. */
  expiresAt: number | undefined
  /** The URI as given, trimmed. */
  uri: string
}

/** Why a text is not a pairing URI this wallet can use; `message` is written for the person pasting it. */
export class PairingUriError extends Error {
  override name = 'PairingUriError'
}

/** Messages shown for bad pairing URIs, in one place. */
export const pairingUriMessages = {
  empty: 'Paste a WalletConnect URI first.',
  notWalletConnect: 'That is not a WalletConnect URI: it must start with "wc:".',
  version: (version: string) =>
    `This wallet speaks WalletConnect v2 only, but the URI is for version ${version || 'unknown'}.`,
  incomplete: (part: string) => `The WalletConnect URI is incomplete: it has no ${part}.`,
  expired: 'This WalletConnect URI has expired. Ask the dapp for a new one (open its connect dialog again).',
  alreadyUsed: 'This WalletConnect URI was already used. Ask the dapp for a new one.',
} as const

/**
 * Checks a pasted or scanned `wc:` URI before it is handed to the sign client, so a typo, a v1 URI or an
 * expired link gets a plain explanation instead of the client's internal error.
 *
 * @example
 * parsePairingUri('wc:7f…@2?relay-protocol=irn&symKey=58…&expiryTimestamp=1735000000').topic // '7f…'
 */
export function parsePairingUri(text: string, now: number = Date.now()): PairingUri {
  const uri = text.trim()
  if (uri === '') throw new PairingUriError(pairingUriMessages.empty)
  if (!uri.toLowerCase().startsWith('wc:')) throw new PairingUriError(pairingUriMessages.notWalletConnect)

  const rest = uri.slice(3).replace(/^\/\//, '')
  const queryStart = rest.indexOf('?')
  const path = queryStart === -1 ? rest : rest.slice(0, queryStart)
  const query = new URLSearchParams(queryStart === -1 ? '' : rest.slice(queryStart + 1))
  const [topic = '', version = ''] = path.split('@')

  if (version !== '2') throw new PairingUriError(pairingUriMessages.version(version))
  if (!/^[0-9a-f]{64}$/i.test(topic)) throw new PairingUriError(pairingUriMessages.incomplete('valid topic'))
  const symKey = query.get('symKey') ?? ''
  if (!/^[0-9a-f]{64}$/i.test(symKey))
    throw new PairingUriError(pairingUriMessages.incomplete('valid symKey'))
  const relayProtocol = query.get('relay-protocol') ?? ''
  if (relayProtocol === '') throw new PairingUriError(pairingUriMessages.incomplete('relay-protocol'))

  const expiry = query.get('expiryTimestamp')
  // The URI gives seconds since epoch.
  const expiresAt = expiry === null || !/^\d+$/.test(expiry) ? undefined : Number(expiry) * 1000
  if (expiresAt !== undefined && expiresAt <= now) throw new PairingUriError(pairingUriMessages.expired)

  return { topic: topic.toLowerCase(), symKey, relayProtocol, expiresAt, uri }
}

/**
 * Turns an error thrown by `SignClient.pair` into a sentence for the wallet's user.
 *
 * @example
 * explainPairingError(new Error('Pairing already exists: 7f…')) // 'This WalletConnect URI was already used…'
 */
export function explainPairingError(error: unknown): string {
  if (error instanceof PairingUriError) return error.message
  const message = error instanceof Error ? error.message : String(error)
  if (/already exists/i.test(message)) return pairingUriMessages.alreadyUsed
  if (/expired/i.test(message)) return pairingUriMessages.expired
  return `Could not pair with the dapp: ${message}`
}
