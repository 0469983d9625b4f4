import type { Address } from 'viem'
import type { ApiChain, ApiToken, PriceSource, SwapVenue } from './apiChain.ts'
import { ApiConfigError } from './apiConfigError.ts'
import type { ChainConfig } from './porticoConfigSchema.ts'
import type { TokenList } from './tokenListSchema.ts'

/** Parameters of {@link apiChainFromConfig}. */
export interface ApiChainFromConfigParameters {
  /** The chain's key in `chains`, e.g. `eip155:8453`. */
  caipNetworkId: `eip155:${number}`
  chain: ChainConfig
  /** The token list the chain's `tokens` names. */
  tokenList: TokenList
  /** Name of the config file, for messages. */
  file: string
}

const asAddress = (value: string) => value as Address

function priceSource(
  source: ChainConfig['prices'][number],
  tokens: readonly ApiToken[],
  where: string,
  tokenListFile: string,
): PriceSource {
  if (source.type === 'uniswap-v2') {
    const usdToken = tokens.find((token) => token.address.toLowerCase() === source.usdToken.toLowerCase())
    if (!usdToken) {
      throw new ApiConfigError(
        `${where}.usdToken ${source.usdToken} is not in the chain's token list: add it to ${tokenListFile} with this chain's id`,
      )
    }
    return {
      type: 'uniswap-v2',
      factory: asAddress(source.factory),
      usdToken,
      wrappedNative: asAddress(source.wrappedNative),
    }
  }
  if (source.type === 'uniswap-v3') {
    return {
      type: 'uniswap-v3',
      ...(source.pool ? { pool: asAddress(source.pool) } : {}),
      ...(source.factory ? { factory: asAddress(source.factory) } : {}),
      ...(source.fee !== undefined ? { fee: source.fee } : {}),
      twapSeconds: source.twapSeconds,
    }
  }
  return { type: 'chainlink', aggregator: asAddress(source.aggregator), token: asAddress(source.token) }
}

function swapVenue(venue: ChainConfig['swaps'][number]): SwapVenue {
  if (venue.type === 'uniswap-v2') {
    return {
      type: 'uniswap-v2',
      router: asAddress(venue.router),
      factory: asAddress(venue.factory),
      feeRouter: asAddress(venue.feeRouter),
      providerFeeBps: venue.providerFeeBps,
    }
  }
  return {
    type: 'uniswap-v3',
    router: asAddress(venue.router),
    quoter: asAddress(venue.quoter),
    factory: asAddress(venue.factory),
    fees: venue.fees,
    ...(venue.feeRouter ? { feeRouter: asAddress(venue.feeRouter) } : {}),
    providerFeeBps: venue.providerFeeBps,
  }
}

/**
 * Turns one validated `chains` entry and its token list into the {@link ApiChain} the routes read: the token
 * list's entries with this chain id become `tokens`, and the first Uniswap V2 price source becomes `pricing`.
 *
 * @throws {ApiConfigError} when a Uniswap V2 price source's `usdToken` is not in the chain's token list.
 *
 * @example
 * apiChainFromConfig({ caipNetworkId: 'eip155:31337', chain, tokenList, file: 'portico.config.json' }).tokens
 */
export function apiChainFromConfig({
  caipNetworkId,
  chain,
  tokenList,
  file,
}: ApiChainFromConfigParameters): ApiChain {
  const chainId = Number(caipNetworkId.slice('eip155:'.length))
  const where = `${file}: chains[${JSON.stringify(caipNetworkId)}]`
  const tokens: ApiToken[] = tokenList.tokens
    .filter((token) => token.chainId === chainId)
    .map((token) => ({
      address: asAddress(token.address),
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      ...(token.logoURI ? { logoURI: token.logoURI } : {}),
    }))
  const priceSources = chain.prices.map((source, index) =>
    priceSource(source, tokens, `${where}.prices[${index}]`, chain.tokens),
  )
  const v2 = priceSources.find((source) => source.type === 'uniswap-v2')
  const [rpcUrl, ...fallbackRpcUrls] = chain.rpcUrls as [string, ...string[]]
  return {
    caipNetworkId,
    chainId,
    name: chain.name,
    rpcUrl,
    fallbackRpcUrls,
    ...(chain.explorer ? { explorer: chain.explorer } : {}),
    nativeCurrency: chain.nativeCurrency,
    multicall3: asAddress(chain.multicall3),
    local: chain.local,
    tokens,
    priceSources,
    ...(v2
      ? { pricing: { uniswapV2Factory: v2.factory, usdToken: v2.usdToken, wrappedNative: v2.wrappedNative } }
      : {}),
    swapVenues: chain.swaps.map(swapVenue),
    names: chain.names.ens
      ? {
          ens: {
            registry: asAddress(chain.names.ens.registry),
            ...(chain.names.ens.universalResolver
              ? { universalResolver: asAddress(chain.names.ens.universalResolver) }
              : {}),
          },
        }
      : {},
  }
}
