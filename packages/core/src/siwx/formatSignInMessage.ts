import type { CaipNetworkId } from '@portico/common'

/** The fields of an EIP-4361 sign-in message, as {@link formatSignInMessage} writes them. */
export interface SignInMessageInput {
  /** Who asks: the host (`location.host`), optionally with a scheme. */
  domain: string
  /** The account signing in. */
  accountAddress: string
  /** CAIP-2 id of the network; eip155 writes its reference (`Chain ID: 1`). */
  chainId: CaipNetworkId
  /** The sentence shown in the wallet (one line). */
  statement?: string | undefined
  /** The resource signed in to, e.g. `location.origin`. */
  uri: string
  /** Single-use value against replays (EIP-4361: at least 8 letters or digits). */
  nonce: string
  /** RFC 3339 time the message was made. */
  issuedAt: string
  /** RFC 3339 time after which the message is no longer valid. */
  expirationTime?: string | undefined
  /** RFC 3339 time before which the message is not yet valid. */
  notBefore?: string | undefined
  /** The app's own request id. */
  requestId?: string | undefined
  /** URIs the person also signs in to. */
  resources?: readonly string[] | undefined
}

/** The account's namespace as the header names it. */
function namespaceTitle(chainId: CaipNetworkId): string {
  const namespace = chainId.split(':')[0]!
  return namespace === 'eip155' ? 'Ethereum' : namespace
}

/**
 * The EIP-4361 text of a sign-in message (the layout of its ABNF, with the statement's blank lines); other
 * namespaces than eip155 get the same layout with their CAIP-2 id as chain id.
 *
 * @example
 * formatSignInMessage({ domain: 'app.example', uri: 'https://app.example', accountAddress: '0xabc…',
 *   chainId: 'eip155:1', nonce: 'a1b2c3d4e5', issuedAt: '2026-11-22T10:00:00.000Z' })
 * // 'app.example wants you to sign in with your Ethereum account:\n0xabc…\n\n\nURI: https://app.example\n…'
 */
export function formatSignInMessage(fields: SignInMessageInput): string {
  const [namespace, reference] = fields.chainId.split(':')
  const lines = [
    `${fields.domain} wants you to sign in with your ${namespaceTitle(fields.chainId)} account:`,
    fields.accountAddress,
    '',
    ...(fields.statement ? [fields.statement] : []),
    '',
    `URI: ${fields.uri}`,
    'Version: 1',
    `Chain ID: ${namespace === 'eip155' ? reference : fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
    ...(fields.expirationTime ? [`Expiration Time: ${fields.expirationTime}`] : []),
    ...(fields.notBefore ? [`Not Before: ${fields.notBefore}`] : []),
    ...(fields.requestId ? [`Request ID: ${fields.requestId}`] : []),
    ...(fields.resources?.length
      ? ['Resources:', ...fields.resources.map((resource) => `- ${resource}`)]
      : []),
  ]
  return lines.join('\n')
}
