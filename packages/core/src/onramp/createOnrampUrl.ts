import { InvalidResponseError } from '@portico/common'
import { postToApi } from '../api/postToApi.ts'
import type { CoreContext } from '../client/coreContext.ts'

/** §9 fallback card limits in USD. */
export const CARD_ONRAMP_LIMITS = { min: 10, max: 7500 } as const

/** Parameters of {@link createOnrampUrl}. */
export interface CreateOnrampUrlParameters {
  /** Amount to pay, in `currency`, with at most 2 decimals. */
  amount: string
  /** 3-letter fiat currency; default USD. */
  currency?: string | undefined
}

/**
 * The card on-ramp's checkout URL for buying the active network's native coin into the connected account
 * (§7 `POST /v1/generators/onrampurl`); the host opens it in a new tab.
 *
 * @throws {InvalidResponseError} when the API answers without a URL; the API's errors as {HttpRequestError}.
 * @throws {Error} 'No ActiveCaipAddress found' when no account is connected.
 *
 * @example
 * const url = await createOnrampUrl(core.context, { amount: '100.00' })
 * window.open(url, '_blank', 'noopener')
 */
export async function createOnrampUrl(
  context: CoreContext,
  { amount, currency = 'USD' }: CreateOnrampUrlParameters,
): Promise<string> {
  const { address } = context.stores.account.getState()
  const network = context.stores.chain.getState().activeNetwork
  if (!address || !network) throw new Error('No ActiveCaipAddress found')
  const body = (await postToApi(context, {
    path: '/v1/generators/onrampurl',
    body: {
      destinationWallets: [
        { address, blockchains: [network.caipNetworkId], assets: [network.nativeCurrency.symbol] },
      ],
      defaultNetwork: network.caipNetworkId,
      defaultExperience: 'buy',
      presetFiatAmount: amount,
      paymentCurrency: currency,
    },
  })) as { url?: unknown }
  if (typeof body.url !== 'string') throw new InvalidResponseError({ url: '/v1/generators/onrampurl' })
  return body.url
}
