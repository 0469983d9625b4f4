import type { FastifyPluginAsync } from 'fastify'
import { isAddress, type Address } from 'viem'
import { z } from 'zod'
import type { GetBalanceResponse } from '@portico/common'
import { readAccountBalances } from '../balance/readAccountBalances.ts'
import { withTokenIcons } from '../balance/withTokenIcons.ts'
import { cacheLifetimes, type Cache } from '../cache/cache.ts'
import { createCache } from '../cache/createCache.ts'
import type { ChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'

const params = z.object({
  address: z.string().refine((value) => isAddress(value, { strict: false }), {
    message: 'not a valid EVM address (expected 0x followed by 40 hexadecimal characters)',
  }),
})

// §7: all GETs carry projectId, st and sv; the balance call adds currency, chainId and forceUpdate.
const query = z.object({
  projectId: z.string().min(1, 'projectId is required'),
  chainId: z
    .string()
    .regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network id such as eip155:31337'),
  currency: z.literal('usd', { message: "only 'usd' is supported" }).default('usd'),
  forceUpdate: z.string().optional(),
  st: z.string().optional(),
  sv: z.string().optional(),
})

export interface AccountBalanceRoutesOptions {
  chains: readonly ApiChain[]
  clients: ChainClients
  /** §9: balances are cached 30 s per (chainId, address); defaults to {@link createCache} over `process.env`. */
  cache?: Cache
}

/** `GET /v1/account/{address}/balance`: native and ERC-20 balances with USD prices, read from the chain. */
export const accountBalanceRoutes: FastifyPluginAsync<AccountBalanceRoutesOptions> = async (
  app,
  { chains, clients, cache: given },
) => {
  const cache = given ?? createCache(process.env)
  if (!given) app.addHook('onClose', () => cache.close())
  app.get<{ Params: z.infer<typeof params>; Querystring: z.infer<typeof query> }>(
    '/v1/account/:address/balance',
    { schema: { params, querystring: query } },
    async (request): Promise<GetBalanceResponse> => {
      const chain = chains.find((c) => c.caipNetworkId === request.query.chainId)
      const client = clients.get(request.query.chainId)
      // §7: calls for a network the API does not support get an empty result, not an error.
      if (!chain || !client) return { balances: [] }
      const key = `balance:${chain.caipNetworkId}:${request.params.address.toLowerCase()}`
      const iconBaseUrl = app.publicUrl
      // §9: forceUpdate=true bypasses the cache and refreshes it.
      if (request.query.forceUpdate !== 'true') {
        const cached = await cache.get<GetBalanceResponse>(key)
        if (cached) return { balances: withTokenIcons(cached.balances, iconBaseUrl) }
      }
      const balances = await readAccountBalances({
        client,
        chain,
        address: request.params.address as Address,
      })
      await cache.set(key, { balances }, cacheLifetimes.balanceMs)
      return { balances: withTokenIcons(balances, iconBaseUrl) }
    },
  )
}
