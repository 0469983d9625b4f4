import { randomUUID } from 'node:crypto'
import type { ChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import { readPoolPrices } from '../prices/readPoolPrices.ts'
import { FALLBACK_PAYMENT_LIMITS } from './fallbackOnramp.ts'
import type { Database } from '../db/database.ts'
import { getAddress } from 'viem'
import { createCheckout } from './checkoutStore.ts'
import type {
  OnrampOptions,
  OnrampProvider,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from './onrampProvider.ts'

/** The sandbox's fee: 1.5 % of the payment, inside §9's 1–2 % range. */
export const SANDBOX_FEE_PERCENT = 1.5
/** The sandbox's flat network fee in the payment currency. */
export const SANDBOX_NETWORK_FEE = 0.05

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
 * USD price of `asset` from the chain's pools (the stablecoin is 1).
 *
 * @throws when the chain cannot be read.
 */
export async function sandboxAssetPrice(clients: ChainClients, asset: SandboxAsset): Promise<number> {
  const { pricing } = asset.chain
  if (!pricing) throw new OnrampRequestError(`${asset.chain.name} has no prices`)
  if (asset.address?.toLowerCase() === pricing.usdToken.address.toLowerCase()) return 1
  const client = clients.get(asset.chain.caipNetworkId)
  if (!client) throw new OnrampRequestError(`${asset.chain.name} has no RPC client`)
  const weth = { address: pricing.wrappedNative, name: 'Wrapped', symbol: 'W', decimals: 18 }
  const prices = await readPoolPrices(client, pricing, [weth])
  const price = prices.get(pricing.wrappedNative.toLowerCase())
  if (!price) throw new OnrampRequestError(`${asset.symbol} has no pool price on ${asset.chain.name}`)
  return price
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
 * The default on-ramp provider: a SANDBOX. It stands in for an outside card processor, which cannot exist on
 * this machine: it takes documented test cards on this API's own checkout page and then really sends the asset
 * from a devnet treasury account. Prices come from the devnet pools; the fee is 1.5 % plus 0.05 flat.
 *
 * @example
 * const provider = createSandboxOnrampProvider({ chains: config.chains, clients })
 * await provider.getQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'eip155:31337' })
 */
export function createSandboxOnrampProvider({
  chains,
  clients,
  db,
}: {
  chains: readonly ApiChain[]
  clients: ChainClients
  /** Where checkouts are stored. */
  db: Database
}): OnrampProvider {
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
    name: 'sandbox',
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
      const price = await sandboxAssetPrice(clients, asset)
      const { fee, networkFee, subtotal, cryptoAmount } = sandboxPurchase(fiat, price)
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
    async createPurchaseUrl(request: OnrampUrlRequest): Promise<{ url: string }> {
      const { wallet, asset } = assetFor(request)
      let fiat = request.presetFiatAmount ? Number(request.presetFiatAmount) : 100
      if (!request.presetFiatAmount && request.presetCryptoAmount) {
        fiat =
          Math.ceil(Number(request.presetCryptoAmount) * (await sandboxAssetPrice(clients, asset)) * 100) /
          100
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
        ...(request.partnerUserId ? { partnerUserId: request.partnerUserId } : {}),
      })
      return { url: `${request.origin}/onramp/checkout/${checkout.id}` }
    },
  }
}
