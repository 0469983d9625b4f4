import type { CaipNetworkId } from '@portico/common'
import type { Address, Hex } from 'viem'
import { parseSignInMessage, type SignInMessageFields } from './parseSignInMessage.ts'
import { SiwxVerificationError } from './siwxVerificationError.ts'
import { verifySignInSignature, type SiwxClientSource } from './verifySignInSignature.ts'

/** How far a signer's clock may run ahead of the verifier's for `Issued At` (1 minute). */
export const SIWX_CLOCK_SKEW_MS = 60_000

/** Parameters of {@link verifySiwxMessage}. */
export interface VerifySiwxMessageParameters {
  /** The exact text the wallet signed. */
  message: string
  /** The wallet's signature (0x hex; ERC-6492-wrapped for an undeployed smart account). */
  signature: string
  /** The domain the app serves (`app.example`, or `app.example:8443`); the message must name it. */
  domain: string
  /** The URI the app signs people in to; the message must name it exactly. */
  uri: string
  /**
   * The nonce this server issued, or a check that the message's nonce was issued and is unused (and marks it
   * used): nonces are single-use.
   */
  nonce: string | ((nonce: string) => boolean | Promise<boolean>)
  /** When given, the message must be for this address. */
  address?: string | undefined
  /** When given, the message must be for one of these networks (CAIP-2 ids). */
  chainIds?: readonly CaipNetworkId[] | undefined
  /** A viem client (or one per chain id) for contract accounts (ERC-1271, ERC-6492); EOAs need none. */
  client?: SiwxClientSource | undefined
  /** The verifier's clock; default `Date.now()`. */
  now?: number | undefined
}

function checkTimes(fields: SignInMessageFields, now: number): void {
  if (Date.parse(fields.issuedAt) > now + SIWX_CLOCK_SKEW_MS)
    throw new SiwxVerificationError(
      'issued-at',
      `Issued At ${fields.issuedAt} is after ${new Date(now).toISOString()}`,
    )
  if (fields.expirationTime !== undefined && Date.parse(fields.expirationTime) <= now)
    throw new SiwxVerificationError('expired', `Expiration Time ${fields.expirationTime} has passed`)
  if (fields.notBefore !== undefined && Date.parse(fields.notBefore) > now)
    throw new SiwxVerificationError('not-before', `Not Before ${fields.notBefore} has not come`)
}

function checkRequest(fields: SignInMessageFields, expected: VerifySiwxMessageParameters): void {
  if (fields.domain !== expected.domain)
    throw new SiwxVerificationError('domain', `expected ${expected.domain}, got ${fields.domain}`)
  if (fields.uri !== expected.uri)
    throw new SiwxVerificationError('uri', `expected ${expected.uri}, got ${fields.uri}`)
  if (expected.chainIds !== undefined && !expected.chainIds.includes(fields.chainId))
    throw new SiwxVerificationError(
      'chain',
      `expected one of ${expected.chainIds.join(', ')}, got ${fields.chainId}`,
    )
  if (!fields.chainId.startsWith('eip155:'))
    throw new SiwxVerificationError('chain', `only eip155 signatures can be verified, got ${fields.chainId}`)
  if (
    expected.address !== undefined &&
    expected.address.toLowerCase() !== fields.accountAddress.toLowerCase()
  )
    throw new SiwxVerificationError('address', `expected ${expected.address}, got ${fields.accountAddress}`)
}

async function checkNonce(nonce: string, expected: VerifySiwxMessageParameters['nonce']): Promise<void> {
  const known = typeof expected === 'string' ? nonce === expected : await expected(nonce)
  if (!known)
    throw new SiwxVerificationError('nonce', `nonce ${nonce} was not issued here or was used already`)
}

/**
 * Verifies a Sign-In with X (EIP-4361) session as a server must before granting access: the message parses;
 * it names this app's domain and URI, an accepted network and (if given) the expected address; its nonce is
 * the one issued (single-use); `Issued At` is not in the future (1 minute of clock skew), `Expiration Time`
 * has not passed and `Not Before` has come; and the signature is the account's — an EOA's key, or with a
 * client on the chain a contract account's ERC-1271 `isValidSignature`, or an undeployed account's ERC-6492
 * signature (viem's `verifyMessage`). The cheap checks run first, the nonce is consumed before the chain is
 * asked.
 *
 * @returns The message's fields.
 * @throws {SiwxVerificationError} naming the check that failed (`reason`) and what was found (`details`).
 *
 * @example
 * const fields = await verifySiwxMessage({
 *   message, signature, domain: 'app.example', uri: 'https://app.example',
 *   nonce: (nonce) => nonces.delete(nonce), client: publicClient,
 * })
 * fields.accountAddress // '0x7099…79C8'
 */
export async function verifySiwxMessage(
  parameters: VerifySiwxMessageParameters,
): Promise<SignInMessageFields> {
  const fields = parseSignInMessage(parameters.message)
  checkRequest(fields, parameters)
  checkTimes(fields, parameters.now ?? Date.now())
  if (!/^0x[0-9a-fA-F]*$/.test(parameters.signature))
    throw new SiwxVerificationError('signature', 'the signature is not 0x-prefixed hex')
  await checkNonce(fields.nonce, parameters.nonce)
  await verifySignInSignature({
    message: parameters.message,
    signature: parameters.signature as Hex,
    address: fields.accountAddress as Address,
    chainId: Number(fields.chainId.split(':')[1]),
    client: parameters.client,
  })
  return fields
}
