import { activityText } from './activityText.ts'
import { explainPairingError, PairingUriError, parsePairingUri } from './parsePairingUri.ts'
import type { WebWalletContext } from './webWalletContext.ts'

/**
 * Pairs with a dapp from its `wc:` URI; throws {@link PairingUriError} with a sentence for the person.
 *
 * @example
 * await pairWithDapp(context, 'wc:…')
 */
export async function pairWithDapp(context: WebWalletContext, uri: string): Promise<void> {
  const signClient = context.requireClient()
  try {
    const parsed = parsePairingUri(uri)
    await signClient.pair({ uri: parsed.uri })
    context.log(activityText.paired)
  } catch (error) {
    const message = explainPairingError(error)
    context.log(message, 'error')
    throw new PairingUriError(message)
  }
}
