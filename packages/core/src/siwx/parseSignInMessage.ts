import type { CaipNetworkId } from '@portico/common'
import { isAddress } from 'viem'
import type { SignInMessageInput } from './formatSignInMessage.ts'
import { SiwxVerificationError } from './siwxVerificationError.ts'

/** A parsed EIP-4361 message: its fields, with the chain as a CAIP-2 id. */
export interface SignInMessageFields extends SignInMessageInput {
  /** The scheme written before the domain, if any (`https`). */
  scheme?: string | undefined
  /** Always '1' (EIP-4361). */
  version: '1'
}

const HEADER = /^(?:([a-zA-Z][a-zA-Z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your (\S+) account:$/
// RFC 3339 date-time: date, 'T', time with optional fraction, and 'Z' or an offset.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/
// EIP-4361: nonce = 8*( ALPHA / DIGIT ).
const NONCE = /^[a-zA-Z0-9]{8,}$/
const URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

const malformed = (details: string) => new SiwxVerificationError('malformed', details)

function dateTime(label: string, value: string): string {
  if (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))
    throw malformed(`${label} is not an RFC 3339 date-time: ${value}`)
  return value
}

/** Reads the tagged lines in the order EIP-4361 fixes; optional ones may be missing. */
function readTags(lines: readonly string[]): Map<string, string> {
  const order = [
    'URI',
    'Version',
    'Chain ID',
    'Nonce',
    'Issued At',
    'Expiration Time',
    'Not Before',
    'Request ID',
  ]
  const required = new Set(['URI', 'Version', 'Chain ID', 'Nonce', 'Issued At'])
  const tags = new Map<string, string>()
  let index = 0
  for (const tag of order) {
    const line = lines[index]
    if (line?.startsWith(`${tag}: `)) {
      tags.set(tag, line.slice(tag.length + 2))
      index++
    } else if (required.has(tag)) {
      throw malformed(
        `expected "${tag}: …" on line ${index + 1} of the fields, found ${JSON.stringify(line ?? '')}`,
      )
    }
  }
  const rest = lines.slice(index)
  if (rest.length > 0) {
    if (rest[0] !== 'Resources:') throw malformed(`unexpected line ${JSON.stringify(rest[0])}`)
    const resources = rest.slice(1).map((line) => {
      if (!line.startsWith('- ') || !URI.test(line.slice(2)))
        throw malformed(`not a resource line: ${JSON.stringify(line)}`)
      return line.slice(2)
    })
    tags.set('Resources', resources.join('\n'))
  }
  return tags
}

function chainIdOf(namespace: string, value: string): CaipNetworkId {
  if (namespace === 'Ethereum') {
    if (!/^[1-9]\d*$/.test(value)) throw malformed(`Chain ID is not a chain number: ${value}`)
    return `eip155:${value}` as CaipNetworkId
  }
  if (!CAIP2.test(value) || value.split(':')[0] !== namespace)
    throw malformed(`Chain ID is not a CAIP-2 id of the ${namespace} namespace: ${value}`)
  return value as CaipNetworkId
}

/**
 * Parses an EIP-4361 (Sign-In with Ethereum) message, as {@link formatSignInMessage} writes it: the header,
 * an EIP-55 address, the optional statement between blank lines, then URI, Version (1), Chain ID, Nonce
 * (8+ letters or digits), Issued At and the optional Expiration Time, Not Before, Request ID and Resources, in
 * that order. Messages of other namespaces carry their CAIP-2 id as chain id. Only the text is checked here;
 * {@link verifySiwxMessage} checks it against what was asked and the signature.
 *
 * @throws {SiwxVerificationError} reason 'malformed', with the line that is wrong in `details`.
 *
 * @example
 * const fields = parseSignInMessage(session.message)
 * fields.chainId // 'eip155:31337'
 */
export function parseSignInMessage(message: string): SignInMessageFields {
  if (typeof message !== 'string') throw malformed(`the message is ${typeof message}, not text`)
  const lines = message.split('\n')
  const header = HEADER.exec(lines[0] ?? '')
  if (!header) throw malformed(`the first line is not "<domain> wants you to sign in with your … account:"`)
  const [, scheme, domain, namespace] = header as unknown as [string, string | undefined, string, string]
  const accountAddress = lines[1] ?? ''
  if (namespace === 'Ethereum' && !isAddress(accountAddress))
    throw malformed(`the second line is not an EIP-55 address: ${accountAddress}`)
  if (accountAddress === '' || /\s/.test(accountAddress)) throw malformed('the second line has no address')
  if (lines[2] !== '') throw malformed('the address is not followed by a blank line')
  // [ statement LF ] LF: either a statement and a blank line, or just the blank line.
  const hasStatement = lines[3] !== ''
  const statement = hasStatement ? lines[3] : undefined
  if (hasStatement && lines[4] !== '') throw malformed('the statement is not followed by a blank line')
  const tags = readTags(lines.slice(hasStatement ? 5 : 4))
  const uri = tags.get('URI')!
  if (!URI.test(uri)) throw malformed(`URI is not a URI: ${uri}`)
  if (tags.get('Version') !== '1') throw malformed(`Version is not 1: ${tags.get('Version')}`)
  const nonce = tags.get('Nonce')!
  if (!NONCE.test(nonce)) throw malformed(`Nonce is not 8 or more letters and digits: ${nonce}`)
  const expirationTime = tags.get('Expiration Time')
  const notBefore = tags.get('Not Before')
  const resources = tags.get('Resources')
  return {
    scheme,
    domain,
    accountAddress,
    statement,
    uri,
    version: '1',
    chainId: chainIdOf(namespace, tags.get('Chain ID')!),
    nonce,
    issuedAt: dateTime('Issued At', tags.get('Issued At')!),
    expirationTime: expirationTime === undefined ? undefined : dateTime('Expiration Time', expirationTime),
    notBefore: notBefore === undefined ? undefined : dateTime('Not Before', notBefore),
    requestId: tags.get('Request ID'),
    resources: resources === undefined ? undefined : resources === '' ? [] : resources.split('\n'),
  }
}
