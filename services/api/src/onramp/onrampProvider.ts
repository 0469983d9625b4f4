/** A fiat amount or a crypto amount with its currency, as AppKit's on-ramp client reads them. */
export interface OnrampAmount {
  value: string
  currency: string
}

/** §7 `GET /v1/onramp/options`. */
export interface OnrampOptions {
  paymentCurrencies: { id: string; limits: { id: string; min: string; max: string }[] }[]
  purchaseCurrencies: {
    id: string
    name: string
    symbol: string
    networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
  }[]
}

/** §7 `POST /v1/onramp/quote` body. */
export interface OnrampQuoteRequest {
  /** Asset bought, e.g. `ETH` or `PUSD`. */
  purchaseCurrency: string
  /** Fiat paid with, e.g. `USD`. */
  paymentCurrency: string
  /** Fiat amount, e.g. `'100.00'`. */
  amount: string
  /** Network the asset is delivered on: a CAIP-2 id or a network name from the options. */
  network: string
}

/** §7 quote: fees, totals, quoteId (field names as AppKit reads them). */
export interface OnrampQuote {
  paymentTotal: OnrampAmount
  paymentSubtotal: OnrampAmount
  purchaseAmount: OnrampAmount
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  quoteId: string
  /** True when this is §7's mocked quote because the provider failed. */
  isMock?: boolean
}

/** §7 `POST /v1/generators/onrampurl` body, with what the API adds. */
export interface OnrampUrlRequest {
  destinationWallets: { address: string; blockchains?: string[] | undefined; assets?: string[] | undefined }[]
  defaultNetwork?: string | undefined
  partnerUserId?: string | undefined
  presetCryptoAmount?: string | undefined
  presetFiatAmount?: string | undefined
  paymentCurrency?: string | undefined
  /** The calling project. */
  projectId: string
  /** This API's public origin, for providers whose checkout it serves. */
  origin: string
}

/** How the modal's provider list names and describes a provider (a Portico field of the options answer). */
export interface OnrampProviderInfo {
  /** Stable id, sent back as `provider` in the URL request, e.g. `sandbox`. */
  name: string
  /** The name shown, e.g. `Portico Sandbox`. */
  displayName: string
  /** One line on what it is and how it pays out. */
  description: string
  /** Its fee as a percentage of the payment, e.g. `'1.5'`. */
  feePercent: string
  /** True for a stand-in that takes only test cards and pays out on test chains. */
  sandbox: boolean
}

/** What the URL generator answers: the checkout URL and, when the provider serves a status, its checkout's id. */
export interface OnrampPurchaseUrl {
  url: string
  /** Id for `GET /v1/onramp/checkout/{id}`; absent for a provider whose checkout is elsewhere. */
  checkoutId?: string | undefined
}

/**
 * What the API asks of an on-ramp provider. The default is {@link createSandboxOnrampProvider}; a real card
 * processor would implement the same methods.
 *
 * @example
 * const provider: OnrampProvider = createSandboxOnrampProvider({ chains, clients, db })
 * const { paymentCurrencies } = await provider.getOptions()
 */
export interface OnrampProvider {
  /** Short name stored with each checkout, e.g. `sandbox`. */
  readonly name: string
  /** How the options answer lists it. */
  readonly info: OnrampProviderInfo
  /** Currencies one can pay with and assets one can buy. */
  getOptions(): Promise<OnrampOptions>
  /** What `amount` of fiat buys. */
  getQuote(request: OnrampQuoteRequest): Promise<OnrampQuote>
  /** The URL where the person pays (§7 onrampurl). */
  createPurchaseUrl(request: OnrampUrlRequest): Promise<OnrampPurchaseUrl>
}
