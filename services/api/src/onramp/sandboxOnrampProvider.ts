import { randomUUID } from 'node:crypto'
import type { ChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import { FALLBACK_PAYMENT_LIMITS } from './fallbackOnramp.ts'
import type { Database } from '../db/database.ts'
import { getAddress } from 'viem'
import { createCheckout } from './checkoutStore.ts'
import { checkedAssetPrice } from './checkedAssetPrice.ts'
import type { OnrampConfig } from './onrampConfig.ts'
import type {
  OnrampOptions,
  OnrampProvider,
  OnrampProviderInfo,
  OnrampPurchaseUrl,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from './onrampProvider.ts'

/** The sandbox's fee: 1.5 % of the payment, inside §9's 1–2 % range. */
export const SANDBOX_FEE_PERCENT = 1.5
/** The sandbox's flat network fee in the payment currency. */
export const SANDBOX_NETWORK_FEE = 0.05

/** How the modal lists the sandbox: its name says it is a stand-in, not a card processor. */
export const SANDBOX_PROVIDER_INFO: OnrampProviderInfo = {
  name: 'sandbox',
  displayName: 'Portico Sandbox',
  description: 'Stand-in for a card processor: test cards only, pays out on test chains',
  feePercent: String(SANDBOX_FEE_PERCENT),
  sandbox: true,
}

/** Thrown for a quote request the sandbox cannot price (unknown asset, network or currency, bad amount). */
export class OnrampRequestError extends Error {
  override name = 'OnrampRequestError'
}

/** One asset the sandbox sells: the native coin or the chain's USD stablecoin. */
export interface SandboxAsset {
  chain: ApiChain
  symbol: string
  name: string
  decimals: number
  /** ERC-20 contract; `undefined` for the native coin. */
  address: `0x${string}` | undefined
}

/** A network's name as the options list it, e.g. `portico-devnet`. */
export const networkSlug = (chain: ApiChain) => chain.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** The chains the sandbox may sell on: priced and listed as test chains. */
export const saleChains = (
  chains: readonly ApiChain[],
  { testChainIds }: Pick<OnrampConfig, 'testChainIds'>,
) => chains.filter((chain) => chain.pricing && testChainIds.includes(chain.chainId))

/** The assets of every priced chain. */
export function sandboxAssets(chains: readonly ApiChain[]): SandboxAsset[] {
  return chains.flatMap((chain) =>
    chain.pricing
      ? [
          {
            chain,
            symbol: chain.nativeCurrency.symbol,
            name: chain.nativeCurrency.name,
            decimals: chain.nativeCurrency.decimals,
            address: undefined,
          },
          {
            chain,
            symbol: chain.pricing.usdToken.symbol,
            name: chain.pricing.usdToken.name,
            decimals: chain.pricing.usdToken.decimals,
            address: chain.pricing.usdToken.address,
          },
        ]
      : [],
  )
}

/**
 * The asset `symbol` on `network` (a CAIP-2 id, a chain id or a network name from the options).
 *
 * @throws {OnrampRequestError} when there is none.
 */
export function findSandboxAsset(chains: readonly ApiChain[], symbol: string, network: string): SandboxAsset {
  const wanted = network.trim().toLowerCase()
  const asset = sandboxAssets(chains).find(
    ({ chain, symbol: candidate }) =>
      candidate.toUpperCase() === symbol.trim().toUpperCase() &&
      [chain.caipNetworkId, String(chain.chainId), networkSlug(chain)].includes(wanted),
  )
  if (!asset) throw new OnrampRequestError(`${symbol} is not sold on ${network}`)
  return asset
}

/**
 * The sandbox purchase: fee, network fee and the crypto amount that `fiat` buys at the pool price, with at most
 * 6 decimals.
 *
 * @example
 * sandboxPurchase(100, 3000) // { fee: 1.5, networkFee: 0.05, subtotal: 98.45, cryptoAmount: '0.032816' }
 */
export function sandboxPurchase(fiat: number, price: number) {
  const fee = Math.round(fiat * SANDBOX_FEE_PERCENT) / 100
  const subtotal = Math.round((fiat - fee - SANDBOX_NETWORK_FEE) * 100) / 100
  if (subtotal <= 0) throw new OnrampRequestError('The amount does not cover the fees')
  const cryptoAmount = (Math.floor((subtotal / price) * 1e6) / 1e6).toFixed(6)
  return { fee, networkFee: SANDBOX_NETWORK_FEE, subtotal, cryptoAmount }
}

/**
 * The sandbox on-ramp provider (run only when `config.sandbox` is on). It stands in for an outside card
 * processor, which cannot exist on this machine: it takes documented test cards on this API's own checkout page
 * and then really sends the asset from a treasury account. It sells only on `config.testChainIds`. Prices come
 * from the chain's pools, checked against their time-weighted average, and are fixed in the checkout when its
 * URL is made; the fee is 1.5 % plus 0.05 flat. USD and EUR are both taken at par with the pool's USD.
 *
 * @example
 * const provider = createSandboxOnrampProvider({ chains: config.chains, clients, db, config: config.onramp })
 * await provider.getQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'eip155:31337' })
 */
export function createSandboxOnrampProvider({
  chains: allChains,
  clients,
  db,
  config,
  now = () => new Date(),
}: {
  chains: readonly ApiChain[]
  clients: ChainClients
  /** Where checkouts are stored. */
  db: Database
  config: OnrampConfig
  now?: () => Date
}): OnrampProvider {
  const chains = saleChains(allChains, config)
  const price = (asset: SandboxAsset) => checkedAssetPrice(clients, asset, config)
  /** The asset bought: the first asked for, else the network's native coin. */
  const assetFor = ({ destinationWallets, defaultNetwork }: OnrampUrlRequest) => {
    const wallet = destinationWallets[0]
    if (!wallet) throw new OnrampRequestError('destinationWallets needs at least one wallet')
    const network =
      defaultNetwork ?? wallet.blockchains?.[0] ?? chains.find((chain) => chain.pricing)?.caipNetworkId
    if (!network) throw new OnrampRequestError('no network sells anything')
    const native = sandboxAssets(chains).find(({ chain }) =>
      [chain.caipNetworkId, String(chain.chainId), networkSlug(chain)].includes(network.toLowerCase()),
    )?.chain.nativeCurrency.symbol
    return { wallet, asset: findSandboxAsset(chains, wallet.assets?.[0] ?? native ?? 'ETH', network) }
  }
  return {
    name: SANDBOX_PROVIDER_INFO.name,
    info: SANDBOX_PROVIDER_INFO,
    async getOptions(): Promise<OnrampOptions> {
      const bySymbol = new Map<string, OnrampOptions['purchaseCurrencies'][number]>()
      for (const asset of sandboxAssets(chains)) {
        const entry = bySymbol.get(asset.symbol) ?? {
          id: asset.symbol,
          name: asset.name,
          symbol: asset.symbol,
          networks: [],
        }
        entry.networks.push({
          name: networkSlug(asset.chain),
          display_name: asset.chain.name,
          chain_id: String(asset.chain.chainId),
          contract_address: asset.address ?? '',
        })
        bySymbol.set(asset.symbol, entry)
      }
      return {
        paymentCurrencies: ['USD', 'EUR'].map((id) => ({
          id,
          limits: FALLBACK_PAYMENT_LIMITS.map((limit) => ({ ...limit })),
        })),
        purchaseCurrencies: [...bySymbol.values()],
      }
    },
    async getQuote({
      purchaseCurrency,
      paymentCurrency,
      amount,
      network,
    }: OnrampQuoteRequest): Promise<OnrampQuote> {
      if (!['USD', 'EUR'].includes(paymentCurrency.toUpperCase())) {
        throw new OnrampRequestError(`${paymentCurrency} is not accepted`)
      }
      const asset = findSandboxAsset(chains, purchaseCurrency, network)
      const fiat = Number(amount)
      const { fee, networkFee, subtotal, cryptoAmount } = sandboxPurchase(fiat, await price(asset))
      const currency = paymentCurrency.toUpperCase()
      return {
        paymentTotal: { value: fiat.toFixed(2), currency },
        paymentSubtotal: { value: subtotal.toFixed(2), currency },
        purchaseAmount: { value: cryptoAmount, currency: asset.symbol },
        coinbaseFee: { value: fee.toFixed(2), currency },
        networkFee: { value: networkFee.toFixed(2), currency },
        quoteId: randomUUID(),
      }
    },
    async createPurchaseUrl(request: OnrampUrlRequest): Promise<OnrampPurchaseUrl> {
      const { wallet, asset } = assetFor(request)
      // The price is fixed here, once: paying never reads a pool again.
      const priceUsd = await price(asset)
      let fiat = request.presetFiatAmount ? Number(request.presetFiatAmount) : 100
      if (!request.presetFiatAmount && request.presetCryptoAmount) {
        fiat = Math.ceil(Number(request.presetCryptoAmount) * priceUsd * 100) / 100
      }
      const card = FALLBACK_PAYMENT_LIMITS[0]
      if (fiat < Number(card.min) || fiat > Number(card.max)) {
        throw new OnrampRequestError(`presetFiatAmount: must be from ${card.min} to ${card.max}`)
      }
      const checkout = await createCheckout(db, {
        projectId: request.projectId,
        provider: 'sandbox',
        destination: getAddress(wallet.address),
        caipNetworkId: asset.chain.caipNetworkId,
        assetSymbol: asset.symbol,
        fiatCurrency: (request.paymentCurrency ?? 'USD').toUpperCase(),
        fiatAmount: fiat.toFixed(2),
        cryptoAmount: sandboxPurchase(fiat, priceUsd).cryptoAmount,
        priceUsd,
        usdAmount: fiat.toFixed(2),
        expiresAt: new Date(now().getTime() + config.quoteTtlSeconds * 1000),
        ...(request.partnerUserId ? { partnerUserId: request.partnerUserId } : {}),
      })
      return { url: `${request.origin}/onramp/checkout/${checkout.id}`, checkoutId: checkout.id }
    },
  }
}
