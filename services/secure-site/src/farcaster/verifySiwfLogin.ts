import { isAddressEqual, recoverMessageAddress, type Address, type Hex } from 'viem'
import { readSiwfMessage, SiwfMessageError } from '@portico/farcaster-relay/siwf'
import { BadRequestError } from '../http/httpErrors.ts'

/** Parameters of {@link verifySiwfLogin}. */
export interface VerifySiwfLoginParameters {
  message: string
  signature: Hex
  /** What the secure site asked for: its domain and URI, and the nonce it made. */
  expected: { domain: string; uri: string; nonce: string }
  /** The custody address of `fid` (Farcaster's IdRegistry `custodyOf`). */
  custodyOf: (fid: number) => Promise<Address>
  now?: Date
}

// Clocks of phones and servers differ a little.
const CLOCK_SKEW_MS = 5 * 60_000

/**
 * Verifies a completed Sign In With Farcaster answer (FIP-11): the EIP-4361 message is the one this site asked
 * for (domain, URI, nonce), it is current, its signature recovers to its address, and that address is the
 * custody address the IdRegistry holds for the fid it names.
 *
 * @throws {BadRequestError} naming what does not hold.
 * @example
 * const { fid } = await verifySiwfLogin({ message, signature, expected, custodyOf })
 */
export async function verifySiwfLogin({
  message,
  signature,
  expected,
  custodyOf,
  now = new Date(),
}: VerifySiwfLoginParameters): Promise<{ fid: number; custody: Address }> {
  let fields: ReturnType<typeof readSiwfMessage>
  try {
    fields = readSiwfMessage(message)
  } catch (error) {
    if (error instanceof SiwfMessageError) throw new BadRequestError(error.message)
    throw error
  }
  if (fields.domain !== expected.domain || fields.uri !== expected.uri)
    throw new BadRequestError('The Farcaster sign-in message is for another site')
  if (fields.nonce !== expected.nonce)
    throw new BadRequestError('The Farcaster sign-in message is not the one this login asked for')
  const time = now.getTime()
  if (fields.expirationTime && fields.expirationTime.getTime() <= time)
    throw new BadRequestError('The Farcaster sign-in message has expired')
  if (fields.notBefore && fields.notBefore.getTime() > time + CLOCK_SKEW_MS)
    throw new BadRequestError('The Farcaster sign-in message is not valid yet')
  if (fields.issuedAt && fields.issuedAt.getTime() > time + CLOCK_SKEW_MS)
    throw new BadRequestError('The Farcaster sign-in message was issued in the future')
  let signer: Address
  try {
    signer = await recoverMessageAddress({ message, signature })
  } catch (cause) {
    throw new BadRequestError(`The Farcaster sign-in signature is not valid: ${(cause as Error).message}`)
  }
  if (!isAddressEqual(signer, fields.address))
    throw new BadRequestError('The Farcaster sign-in message was not signed by its address')
  const custody = await custodyOf(fields.fid)
  if (!isAddressEqual(custody, fields.address))
    throw new BadRequestError(`The signer is not the custody address of Farcaster account ${fields.fid}`)
  return { fid: fields.fid, custody }
}
