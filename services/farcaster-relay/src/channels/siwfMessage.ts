import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import type { Address } from 'viem'

/** FIP-11: the statement every Sign In With Farcaster message carries. */
export const SIWF_STATEMENT = 'Farcaster Auth'
/** FIP-11: SIWF messages name Optimism (chain 10), where Farcaster's IdRegistry lives. */
export const SIWF_CHAIN_ID = 10

/** Thrown when a text is not a Sign In With Farcaster message; the message says which part is wrong. */
export class SiwfMessageError extends Error {
  override name = 'SiwfMessageError'
}

/** What a Farcaster wallet needs to build the message: the request's fields, as the connect URL carries them. */
export interface SiwfRequest {
  /** The channel the wallet answers on. */
  channelToken: string
  /** The app's domain (EIP-4361 `domain`). */
  domain: string
  /** The app's URI (EIP-4361 `uri`). */
  siweUri: string
  nonce: string
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
}

/** The fields of a checked SIWF message. */
export interface SiwfMessage {
  domain: string
  uri: string
  nonce: string
  /** The custody address that signed it. */
  address: Address
  fid: number
  issuedAt: Date | undefined
  notBefore: Date | undefined
  expirationTime: Date | undefined
}

/**
 * The EIP-4361 resource naming the Farcaster account.
 *
 * @example
 * farcasterFidResource(1) // 'farcaster://fid/1'
 */
export function farcasterFidResource(fid: number): string {
  return `farcaster://fid/${fid}`
}

/**
 * The connect URL of a channel: `base` with the request's fields as query parameters (FIP-11's shape).
 *
 * @example
 * siwfConnectUrl('https://farcaster.xyz/~/siwf', { channelToken: 't', domain: 'example.com', siweUri: 'https://example.com', nonce: 'abcdefgh' })
 */
export function siwfConnectUrl(base: string, request: SiwfRequest): string {
  const url = new URL(base)
  for (const [key, value] of Object.entries(request))
    if (value !== undefined) url.searchParams.set(key, value)
  return url.href
}

/**
 * Reads a connect URL back into the request a wallet answers.
 *
 * @throws {SiwfMessageError} when the URL lacks the channel token, domain, URI or nonce.
 * @example
 * readSiwfConnectUrl('http://localhost:5174/?channelToken=t&domain=a&siweUri=https%3A%2F%2Fa&nonce=abcdefgh').domain // 'a'
 */
export function readSiwfConnectUrl(href: string): SiwfRequest {
  const params = new URL(href).searchParams
  const required = (name: string) => {
    const value = params.get(name)
    if (!value) throw new SiwfMessageError(`The Farcaster sign-in link has no ${name}`)
    return value
  }
  const optional = (name: string) => params.get(name) ?? undefined
  return {
    channelToken: required('channelToken'),
    domain: required('domain'),
    siweUri: required('siweUri'),
    nonce: required('nonce'),
    notBefore: optional('notBefore'),
    expirationTime: optional('expirationTime'),
    requestId: optional('requestId'),
  }
}

/**
 * The SIWF message a wallet signs for `request` as `fid`, whose custody address is `address` (FIP-11).
 *
 * @example
 * const message = buildSiwfMessage(request, { fid: 1, address: custody.address, issuedAt: new Date() })
 * const signature = await custody.signMessage({ message })
 */
export function buildSiwfMessage(
  request: SiwfRequest,
  account: { fid: number; address: Address; issuedAt: Date },
): string {
  return createSiweMessage({
    domain: request.domain,
    address: account.address,
    statement: SIWF_STATEMENT,
    uri: request.siweUri,
    version: '1',
    chainId: SIWF_CHAIN_ID,
    nonce: request.nonce,
    issuedAt: account.issuedAt,
    ...(request.notBefore && { notBefore: new Date(request.notBefore) }),
    ...(request.expirationTime && { expirationTime: new Date(request.expirationTime) }),
    ...(request.requestId && { requestId: request.requestId }),
    resources: [farcasterFidResource(account.fid)],
  })
}

/**
 * Parses a SIWF message and checks its Farcaster parts: statement, chain 10, exactly one `farcaster://fid/`
 * resource. The signature, times and the app's own fields are the verifier's to check.
 *
 * @throws {SiwfMessageError} naming what is missing or wrong.
 * @example
 * readSiwfMessage(message).fid // 1
 */
export function readSiwfMessage(text: string): SiwfMessage {
  const fields = parseSiweMessage(text)
  if (!fields.domain || !fields.address || !fields.uri || !fields.nonce || fields.version !== '1') {
    throw new SiwfMessageError('The Farcaster sign-in message is not an EIP-4361 message')
  }
  if (fields.statement !== SIWF_STATEMENT)
    throw new SiwfMessageError(`The Farcaster sign-in message's statement must be '${SIWF_STATEMENT}'`)
  if (fields.chainId !== SIWF_CHAIN_ID)
    throw new SiwfMessageError(`The Farcaster sign-in message must name chain ${SIWF_CHAIN_ID}`)
  const fids = (fields.resources ?? [])
    .map((resource) => /^farcaster:\/\/fid\/([1-9][0-9]{0,15})$/.exec(resource)?.[1])
    .filter((fid): fid is string => fid !== undefined)
  if (fids.length !== 1)
    throw new SiwfMessageError('The Farcaster sign-in message must name one farcaster://fid/ resource')
  return {
    domain: fields.domain,
    uri: fields.uri,
    nonce: fields.nonce,
    address: fields.address,
    fid: Number(fids[0]),
    issuedAt: fields.issuedAt,
    notBefore: fields.notBefore,
    expirationTime: fields.expirationTime,
  }
}
