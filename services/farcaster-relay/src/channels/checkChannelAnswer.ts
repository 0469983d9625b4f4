import { isAddressEqual, recoverMessageAddress, type Hex } from 'viem'
import type { SiwfRequest } from './siwfMessage.ts'
import { readSiwfMessage, SiwfMessageError, type SiwfMessage } from './siwfMessage.ts'

/**
 * Checks that a wallet's answer belongs to the channel: a SIWF message with the channel's domain, URI and
 * nonce, for the fid the body names, signed by the message's address. Whether that address is the fid's
 * custody address is the app's check (it must not trust a relay).
 *
 * @throws {SiwfMessageError} naming the mismatch.
 * @example
 * const message = await checkChannelAnswer(channel.request, { message, signature, fid: 1 })
 */
export async function checkChannelAnswer(
  request: SiwfRequest,
  answer: { message: string; signature: Hex; fid: number },
): Promise<SiwfMessage> {
  const message = readSiwfMessage(answer.message)
  if (message.domain !== request.domain) throw new SiwfMessageError('The message is for another domain')
  if (message.uri !== request.siweUri) throw new SiwfMessageError('The message is for another URI')
  if (message.nonce !== request.nonce)
    throw new SiwfMessageError("The message does not carry the channel's nonce")
  if (message.fid !== answer.fid) throw new SiwfMessageError('The message names another fid')
  let signer: Hex
  try {
    signer = await recoverMessageAddress({ message: answer.message, signature: answer.signature })
  } catch (cause) {
    throw new SiwfMessageError('The signature is not a valid Ethereum signature', { cause })
  }
  if (!isAddressEqual(signer, message.address))
    throw new SiwfMessageError("The signature is not the message address's")
  return message
}
