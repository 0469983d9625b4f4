import { InvalidResponseError } from '@portico/common'
import { getFromApi } from '../api/getFromApi.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { isArray, isBoolean, isObject, isString, optional, ShapeProblem } from '../shape/shapeChecks.ts'

/** An on-ramp provider the API runs, as the provider list shows it. */
export interface OnrampProviderInfo {
  /** Stable id, sent back when a checkout is made, e.g. `sandbox`. */
  name: string
  /** The name shown, e.g. `Portico Sandbox`. */
  displayName: string
  /** One line on what it is and how it pays out. */
  description: string
  /** Fee as a percentage of the payment, e.g. `'1.5'`. */
  feePercent: string
  /** True for a stand-in that takes only test cards and pays out on test chains. */
  sandbox: boolean
}

/** A fiat currency one can pay with, and its limits per payment method (`card`, `ach_bank_account`). */
export interface OnrampPaymentCurrency {
  id: string
  limits: { id: string; min: string; max: string }[]
}

/** An asset one can buy, and the networks it is delivered on. */
export interface OnrampPurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
}

/** §7 `GET /v1/onramp/options`, with the providers the API lists beside them. */
export interface OnrampOptions {
  /** Empty when the API runs no on-ramp (its options are then §7's built-in fallback). */
  providers: OnrampProviderInfo[]
  paymentCurrencies: OnrampPaymentCurrency[]
  purchaseCurrencies: OnrampPurchaseCurrency[]
}

const optionsCheck = isObject({
  providers: optional(
    isArray(
      isObject({
        name: isString(),
        displayName: isString(),
        description: isString(),
        feePercent: isString(),
        sandbox: isBoolean,
      }),
    ),
  ),
  paymentCurrencies: isArray(
    isObject({
      id: isString(),
      limits: isArray(isObject({ id: isString(), min: isString(), max: isString() })),
    }),
  ),
  purchaseCurrencies: isArray(
    isObject({
      id: isString(),
      name: isString(),
      symbol: isString(),
      networks: isArray(
        isObject({
          name: isString(),
          display_name: isString(),
          chain_id: isString(),
          contract_address: isString(),
        }),
      ),
    }),
  ),
})

/**
 * §7 `GET /v1/onramp/options`: the providers, the fiat currencies with their limits and the assets on sale.
 * An answer without `providers` (an API that does not list them) counts as none.
 *
 * @throws {HttpRequestError} when the API refuses.
 * @throws {InvalidResponseError} when the answer is not the options.
 *
 * @example
 * const { providers, paymentCurrencies } = await fetchOnrampOptions(core.context)
 * providers[0]?.displayName // 'Portico Sandbox'
 */
export async function fetchOnrampOptions(context: CoreContext): Promise<OnrampOptions> {
  const path = '/v1/onramp/options'
  const body = await getFromApi(context, { path })
  try {
    optionsCheck(body, '')
  } catch (error) {
    if (!(error instanceof ShapeProblem)) throw error
    throw new InvalidResponseError({ url: path, details: `${error.path}: ${error.problem}` })
  }
  const options = body as Omit<OnrampOptions, 'providers'> & { providers?: OnrampProviderInfo[] }
  return { ...options, providers: options.providers ?? [] }
}

/**
 * The assets `options` sells on the chain `chainId` (a numeric EVM chain id), native coin first as listed.
 *
 * @example
 * onrampAssetsOn(options, 31337).map(({ symbol }) => symbol) // ['ETH', 'PUSD']
 */
export function onrampAssetsOn(options: OnrampOptions, chainId: string | number): OnrampPurchaseCurrency[] {
  return options.purchaseCurrencies.filter((currency) =>
    currency.networks.some((network) => network.chain_id === String(chainId)),
  )
}

/**
 * The card limits of `currency` in `options` as numbers, or `undefined` when the options give none.
 *
 * @example
 * cardLimitsOf(options, 'USD') // { min: 10, max: 7500 }
 */
export function cardLimitsOf(
  options: OnrampOptions,
  currency: string,
): { min: number; max: number } | undefined {
  const card = options.paymentCurrencies
    .find((entry) => entry.id === currency)
    ?.limits.find((limit) => limit.id === 'card')
  return card ? { min: Number(card.min), max: Number(card.max) } : undefined
}
