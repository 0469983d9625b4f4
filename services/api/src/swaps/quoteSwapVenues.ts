import type { PublicClient } from 'viem'
import { quoteSwap, type SwapQuote } from './quoteSwap.ts'
import { quoteUniswapV3Swap, type UniswapV3SwapQuote } from './quoteUniswapV3Swap.ts'
import type { SwapChain, SwapVenueChain, UniswapV3SwapChain } from './swapChain.ts'
import type { SwapTokenId } from './swapTokenId.ts'

/** One venue's quote. */
export type VenueQuote =
  { venue: SwapChain; quote: SwapQuote } | { venue: UniswapV3SwapChain; quote: UniswapV3SwapQuote }

/** Parameters of {@link quoteSwapVenues}. */
export interface QuoteSwapVenuesParameters {
  client: PublicClient
  /** The chain's venues (see `findSwapVenues`); at least one. */
  venues: readonly SwapVenueChain[]
  from: SwapTokenId
  to: SwapTokenId
  /** Base units of `from` the user gives, provider fee included. */
  amount: bigint
}

function quoteVenue(
  client: PublicClient,
  venue: SwapVenueChain,
  from: SwapTokenId,
  to: SwapTokenId,
  amount: bigint,
) {
  return venue.kind === 'uniswap-v2'
    ? quoteSwap({ client, swapChain: venue, from, to, amount }).then((quote): VenueQuote => ({
        venue,
        quote,
      }))
    : quoteUniswapV3Swap({ client, venue, from, to, amount }).then((quote): VenueQuote => ({ venue, quote }))
}

/**
 * Quotes a swap on every venue of the chain and answers the quotes that succeeded, best (most out) first; a chain
 * may have Uniswap V2 and V3 venues, and the user gets the better one.
 *
 * @throws {SwapRequestError} the first venue's error when no venue can quote the swap.
 *
 * @example
 * const [best] = await quoteSwapVenues({ client, venues: findSwapVenues(chains, 'eip155:31339'), from, to, amount })
 * best.quote.toAmount
 */
export async function quoteSwapVenues({
  client,
  venues,
  from,
  to,
  amount,
}: QuoteSwapVenuesParameters): Promise<VenueQuote[]> {
  const settled = await Promise.allSettled(venues.map((venue) => quoteVenue(client, venue, from, to, amount)))
  const quoted = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  if (quoted.length === 0) throw (settled[0] as PromiseRejectedResult).reason
  return quoted.sort((a, b) =>
    b.quote.toAmount > a.quote.toAmount ? 1 : b.quote.toAmount < a.quote.toAmount ? -1 : 0,
  )
}
