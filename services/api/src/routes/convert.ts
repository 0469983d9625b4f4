import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { ChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import { buildSwapApproval } from '../swaps/buildSwapApproval.ts'
import { buildSwapTransaction } from '../swaps/buildSwapTransaction.ts'
import { listSwapTokens } from '../swaps/listSwapTokens.ts'
import { quoteSwapVenues } from '../swaps/quoteSwapVenues.ts'
import { readGasPrice } from '../swaps/readGasPrice.ts'
import { readSwapAllowance } from '../swaps/readSwapAllowance.ts'
import { findSwapVenues } from '../swaps/swapChain.ts'
import { gasPriceNetworkError, swapNetworkError } from '../swaps/swapError.ts'
import {
  accountAddressField,
  baseUnitAmountField,
  caipChainIdField,
  swapTokenIdField,
} from '../swaps/swapTokenId.ts'

// §7: every GET carries projectId, st and sv.
const common = {
  projectId: z.string().min(1, 'projectId is required'),
  st: z.string().optional(),
  sv: z.string().optional(),
}
const chainQuery = z.object({ ...common, chainId: caipChainIdField })
const quoteQuery = z.object({
  ...common,
  amount: baseUnitAmountField,
  userAddress: accountAddressField,
  from: swapTokenIdField,
  to: swapTokenIdField,
  // §7 names it; the router's quote does not depend on it, so it is checked and otherwise unused.
  gasPrice: z.string().regex(/^\d+$/, 'must be a gas price in wei (decimal digits)').optional(),
})
const allowanceQuery = z.object({
  ...common,
  tokenAddress: swapTokenIdField,
  userAddress: accountAddressField,
})
const approveQuery = z.object({
  ...common,
  userAddress: accountAddressField,
  from: swapTokenIdField,
  to: swapTokenIdField,
  // Never unlimited by default: a leaked or later-exploited spender could take the whole balance (issue 14).
  amount: z
    .string('required; an approval covers exactly the amount of the swap it is for')
    .pipe(baseUnitAmountField),
})
const buildBody = z.object({
  projectId: z.string().min(1, 'projectId is required'),
  amount: baseUnitAmountField,
  from: swapTokenIdField,
  to: swapTokenIdField,
  userAddress: accountAddressField,
  eip155: z.object({
    // AppKit sends the slippage in percent, as a string or a number.
    slippage: z.coerce
      .number({ message: 'must be a slippage in percent, such as 1' })
      .min(0, 'must be at least 0 (percent)')
      .max(50, 'must be at most 50 (percent)'),
  }),
})

/** Options of {@link convertRoutes}. */
export interface ConvertRoutesOptions {
  chains: readonly ApiChain[]
  clients: ChainClients
}

/**
 * The §7 swap routes under `/v1/convert`: gas-price, tokens, quotes, allowance, build-approve and
 * build-transaction, against each chain's configured venues (Uniswap V2 and V3; the best quote wins). Unsupported chains get an empty result, except gas
 * price and the two builds, which answer 400 with the §8 message.
 *
 * @example
 * void app.register(convertRoutes, { chains: config.chains, clients: createChainClients(config.chains) })
 */
export const convertRoutes: FastifyPluginAsync<ConvertRoutesOptions> = async (app, { chains, clients }) => {
  const swapChainOf = (caipNetworkId: string) => {
    const venues = findSwapVenues(chains, caipNetworkId)
    const client = clients.get(caipNetworkId)
    return venues.length > 0 && client ? { venues, client } : undefined
  }

  app.get<{ Querystring: z.output<typeof chainQuery> }>(
    '/v1/convert/gas-price',
    { schema: { querystring: chainQuery } },
    async (request) => {
      const client = clients.get(request.query.chainId)
      if (!client) throw gasPriceNetworkError()
      return readGasPrice(client)
    },
  )

  app.get<{ Querystring: z.output<typeof chainQuery> }>(
    '/v1/convert/tokens',
    { schema: { querystring: chainQuery } },
    async (request) => {
      const found = swapChainOf(request.query.chainId)
      return { tokens: found ? await listSwapTokens(found.client, found.venues[0]!.chain) : [] }
    },
  )

  app.get<{ Querystring: z.output<typeof quoteQuery> }>(
    '/v1/convert/quotes',
    { schema: { querystring: quoteQuery } },
    async (request) => {
      const { amount, from, to } = request.query
      const found = swapChainOf(from.caipNetworkId)
      if (!found) return { quotes: [] }
      // The best venue's quote: a chain may have Uniswap V2 and V3 venues.
      const [{ quote }] = (await quoteSwapVenues({ ...found, from, to, amount })) as [
        Awaited<ReturnType<typeof quoteSwapVenues>>[number],
      ]
      const fromAccount = `${from.caipNetworkId}:${from.address}`
      const toAccount = `${to.caipNetworkId}:${to.address}`
      return {
        quotes: [
          {
            fromAmount: quote.fromAmount.toString(),
            fromAccount,
            toAmount: quote.toAmount.toString(),
            toAccount,
            // The §9 provider fee set aside from fromAmount (ADR 0005), so clients show the venue's real fee.
            providerFee: (quote.fromAmount - quote.amountIn).toString(),
          },
        ],
      }
    },
  )

  app.get<{ Querystring: z.output<typeof allowanceQuery> }>(
    '/v1/convert/allowance',
    { schema: { querystring: allowanceQuery } },
    async (request) => {
      const { tokenAddress, userAddress } = request.query
      const found = swapChainOf(tokenAddress.caipNetworkId)
      if (!found) return { allowance: '0' }
      const allowance = await readSwapAllowance({ ...found, token: tokenAddress, owner: userAddress })
      return { allowance: allowance.toString() }
    },
  )

  app.get<{ Querystring: z.output<typeof approveQuery> }>(
    '/v1/convert/build-approve',
    { schema: { querystring: approveQuery } },
    async (request) => {
      const { from, to, userAddress, amount } = request.query
      const found = swapChainOf(from.caipNetworkId)
      if (!found) throw swapNetworkError()
      return { tx: await buildSwapApproval({ ...found, from, to, user: userAddress, amount }) }
    },
  )

  app.post<{ Body: z.output<typeof buildBody> }>(
    '/v1/convert/build-transaction',
    { schema: { body: buildBody } },
    async (request) => {
      const { from, to, userAddress, amount, eip155 } = request.body
      const found = swapChainOf(from.caipNetworkId)
      if (!found) throw swapNetworkError()
      const tx = await buildSwapTransaction({
        ...found,
        from,
        to,
        amount,
        slippagePercent: eip155.slippage,
        user: userAddress,
      })
      return { tx }
    },
  )
}
