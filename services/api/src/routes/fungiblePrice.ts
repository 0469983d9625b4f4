import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { ChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import { readFungiblePrices } from '../swaps/readFungiblePrices.ts'
import { swapTokenIdField } from '../swaps/swapTokenId.ts'

// §7: body currency usd, addresses, projectId.
const body = z.object({
  projectId: z.string().min(1, 'projectId is required'),
  currency: z.literal('usd', { message: "only 'usd' is supported" }),
  addresses: z.array(swapTokenIdField).min(1, 'must name at least one token').max(100, 'at most 100 tokens'),
})

/** Options of {@link fungiblePriceRoutes}. */
export interface FungiblePriceRoutesOptions {
  chains: readonly ApiChain[]
  clients: ChainClients
}

/**
 * `POST /v1/fungible/price`: USD prices of tokens named by CAIP-10 id, from the pool reserves.
 *
 * @example
 * void app.register(fungiblePriceRoutes, { chains: config.chains, clients: createChainClients(config.chains) })
 */
export const fungiblePriceRoutes: FastifyPluginAsync<FungiblePriceRoutesOptions> = async (
  app,
  { chains, clients },
) => {
  app.post<{ Body: z.output<typeof body> }>('/v1/fungible/price', { schema: { body } }, async (request) => ({
    fungibles: await readFungiblePrices({ chains, clients, tokens: request.body.addresses }),
  }))
}
