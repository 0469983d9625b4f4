import type { FastifyPluginAsync } from 'fastify'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import { fetchAccountHistory } from '../history/fetchAccountHistory.ts'
import type { AccountHistoryResponse } from '../history/historyTransaction.ts'

const params = z.object({
  address: z.string().refine((value) => isAddress(value, { strict: false }), {
    message: 'not a valid EVM address (expected 0x followed by 40 hexadecimal characters)',
  }),
})

// §7: all GETs carry projectId, st and sv; history adds cursor, onramp and chainId.
const query = z.object({
  projectId: z.string().min(1, 'projectId is required'),
  cursor: z.string().max(200, 'too long to be a cursor returned by this API').optional(),
  onramp: z.string().max(64).optional(),
  chainId: z
    .string()
    .regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network id such as eip155:31337')
    .optional(),
  st: z.string().optional(),
  sv: z.string().optional(),
})

/** Options of {@link historyRoutes}. */
export interface HistoryRoutesOptions {
  db: Database
  chains: readonly ApiChain[]
  /** Transactions per page; default 20. */
  pageSize?: number
  /**
   * Sender of on-ramp purchases (the sandbox treasury, whose address is read on the first such request): with
   * `onramp` set (AppKit sends `onramp=coinbase`), only transactions it sent are listed.
   */
  onrampSender?: { readonly address: string } | undefined
}

/**
 * `GET /v1/account/{address}/history`: the account's indexed transactions, newest first, paged by `next`.
 *
 * @example
 * void app.register(historyRoutes, { db, chains: config.chains })
 */
export const historyRoutes: FastifyPluginAsync<HistoryRoutesOptions> = async (
  app,
  { db, chains, pageSize, onrampSender },
) => {
  app.get<{ Params: z.infer<typeof params>; Querystring: z.infer<typeof query> }>(
    '/v1/account/:address/history',
    { schema: { params, querystring: query } },
    async (request): Promise<AccountHistoryResponse> => {
      const { chainId, cursor, onramp } = request.query
      // §7: a network the API does not serve gets an empty result, not an error.
      if (chainId !== undefined && !chains.some((c) => c.caipNetworkId === chainId)) {
        return { data: [], next: null }
      }
      if (onramp !== undefined && onrampSender === undefined) return { data: [], next: null }
      return fetchAccountHistory(db, {
        address: request.params.address,
        chainId,
        cursor,
        pageSize,
        sentFrom: onramp !== undefined ? onrampSender?.address : undefined,
        iconBaseUrl: app.publicUrl,
      })
    },
  )
}
