import { InvalidResponseError } from '@portico/common'
import { postToApi } from '../api/postToApi.ts'
import type { CoreContext } from '../client/coreContext.ts'

/** §9 fallback card limits in USD. */
export const CARD_ONRAMP_LIMITS = { min: 10, max: 7500 } as const

/** Parameters of {@link createOnrampUrl} and {@link createOnrampCheckout}. */
export interface CreateOnrampUrlParameters {
  /** Amount to pay, in `currency`, with at most 2 decimals. */
  amount: string
  /** 3-letter fiat currency; default USD. */
  currency?: string | undefined
  /** Asset bought; default the active network's native coin. */
  purchaseCurrency?: string | undefined
  /** The provider picked from the options' `providers`; default the API's own. */
  provider?: string | undefined
}

/** What {@link createOnrampCheckout} returns. */
export interface OnrampCheckoutLink {
  /** Where the person pays. */
  url: string
  /** Id for {@link fetchOnrampCheckout}; `undefined` when the provider's checkout gives no status. */
  checkoutId: string | undefined
}

/**
 * A card on-ramp checkout for buying an asset of the active network into the connected account (§7
 * `POST /v1/generators/onrampurl`): its URL, and its id when the API's provider serves a status for it.
 *
 * @throws {InvalidResponseError} when the API answers without a URL; the API's errors as {HttpRequestError}.
 * @throws {Error} 'No ActiveCaipAddress found' when no account is connected.
 *
 * @example
 * const { url, checkoutId } = await createOnrampCheckout(core.context, { amount: '100.00', provider: 'sandbox' })
 */
export async function createOnrampCheckout(
  context: CoreContext,
  { amount, currency = 'USD', purchaseCurrency, provider }: CreateOnrampUrlParameters,
): Promise<OnrampCheckoutLink> {
  const { address } = context.stores.account.getState()
  const network = context.stores.chain.getState().activeNetwork
  if (!address || !network) throw new Error('No ActiveCaipAddress found')
  const path = '/v1/generators/onrampurl'
  const body = (await postToApi(context, {
    path,
    body: {
      destinationWallets: [
        {
          address,
          blockchains: [network.caipNetworkId],
          assets: [purchaseCurrency ?? network.nativeCurrency.symbol],
        },
      ],
      defaultNetwork: network.caipNetworkId,
      defaultExperience: 'buy',
      presetFiatAmount: amount,
      paymentCurrency: currency,
      ...(provider ? { provider } : {}),
    },
  })) as { url?: unknown; checkoutId?: unknown }
  if (typeof body.url !== 'string') throw new InvalidResponseError({ url: path })
  return { url: body.url, checkoutId: typeof body.checkoutId === 'string' ? body.checkoutId : undefined }
}

/**
 * The card on-ramp's checkout URL (see {@link createOnrampCheckout}); the host opens it in a new tab.
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
  parameters: CreateOnrampUrlParameters,
): Promise<string> {
  return (await createOnrampCheckout(context, parameters)).url
}
