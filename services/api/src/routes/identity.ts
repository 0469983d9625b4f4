import type { FastifyPluginAsync } from 'fastify'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import type { CachedNameLookups } from '../names/cachedNameLookups.ts'
import type { CachedEnsLookups } from '../names/ens/cachedEnsLookups.ts'
import { handleNameServiceError } from '../names/nameServiceErrorHandler.ts'

const evmAddress = z.string().refine((value) => isAddress(value, { strict: false }), {
  message: 'not a valid EVM address (expected 0x followed by 40 hexadecimal characters)',
})
const params = z.object({ address: evmAddress })
// §7: identity takes sender besides projectId, st and sv.
const query = z.object({
  projectId: z.string().min(1, 'projectId is required'),
  sender: evmAddress.optional(),
  // §9: the answer is cached 5 minutes; forceUpdate=true reads afresh.
  forceUpdate: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
  st: z.string().optional(),
  sv: z.string().optional(),
})

/** §7 identity: the address's primary name and avatar, each null when there is none. */
export interface IdentityResponse {
  name: string | null
  avatar: string | null
}

/**
 * The avatar is the primary name's `avatar` attribute when it is an http(s) URL; no image is generated or
 * fetched here, so an address without one gets null and the client draws its own gradient avatar.
 */
function avatarOf(attributes: Record<string, string>): string | null {
  const avatar = attributes.avatar
  return avatar && /^https?:\/\/\S+$/.test(avatar) ? avatar : null
}

export interface IdentityRoutesOptions {
  db: Database
  /** The cached name reads shared with the profile routes. */
  names: CachedNameLookups
  /** ENS reads through the configured deployments; absent (or none configured): Portico names only. */
  ens?: CachedEnsLookups | undefined
}

/**
 * `GET /v1/identity/{address}`: the address's name and avatar. A verified ENS primary name (with its ENS
 * avatar) comes first; otherwise the first Portico name registered for the address (names/README.md).
 */
export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (app, { names, ens }) => {
  app.setErrorHandler(handleNameServiceError)
  app.get<{ Params: z.infer<typeof params>; Querystring: z.infer<typeof query> }>(
    '/v1/identity/:address',
    { schema: { params, querystring: query } },
    async (request): Promise<IdentityResponse> => {
      const forceUpdate = request.query.forceUpdate === 'true'
      if (ens?.enabled) {
        try {
          const identity = await ens.identity(getAddress(request.params.address), { forceUpdate })
          if (identity) return { name: identity.name, avatar: identity.avatar }
        } catch (error) {
          // An unreadable ENS chain must not hide the Portico name; the reason goes to the log.
          request.log.warn({ err: error }, 'ENS identity lookup failed; answering the Portico name')
        }
      }
      const [primary] = await names.profilesByAddress(request.params.address, { forceUpdate })
      return { name: primary?.name ?? null, avatar: primary ? avatarOf(primary.attributes) : null }
    },
  )
}
