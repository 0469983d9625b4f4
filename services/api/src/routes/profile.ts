import type { FastifyPluginAsync } from 'fastify'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import type { CachedNameLookups } from '../names/cachedNameLookups.ts'
import type { CachedEnsLookups } from '../names/ens/cachedEnsLookups.ts'
import { ensAccountProfile } from '../names/ens/ensAccountProfile.ts'
import type { AccountProfile } from '../names/findProfiles.ts'
import { NameRejection } from '../names/nameRejection.ts'
import { handleNameServiceError } from '../names/nameServiceErrorHandler.ts'
import { loadNameZones } from '../names/nameZones.ts'
import { issueNameNonce, type IssueNameNonceReturnType } from '../names/issueNameNonce.ts'
import { registerName, type RegisterNameParameters } from '../names/registerName.ts'
import { suggestNames, type NameSuggestion } from '../names/suggestNames.ts'

const evmAddress = z.string().refine((value) => isAddress(value, { strict: false }), {
  message: 'not a valid EVM address (expected 0x followed by 40 hexadecimal characters)',
})
// §7: every call carries projectId, st and sv.
const clientQuery = {
  projectId: z.string().min(1, 'projectId is required'),
  st: z.string().optional(),
  sv: z.string().optional(),
}
const apiVersion = z.literal('2', { message: 'only apiVersion 2 is supported' }).optional()
const nameParams = z.object({ name: z.string().min(1, 'name is required').max(253, 'name is too long') })
// §9: names are cached 5 minutes; forceUpdate=true reads afresh.
const forceUpdate = z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional()
const accountQuery = z.object({ ...clientQuery, apiVersion, forceUpdate })
const reverseParams = z.object({ address: evmAddress })
const reverseQuery = z.object({ ...clientQuery, apiVersion, sender: evmAddress.optional(), forceUpdate })
const suggestionsQuery = z.object({ ...clientQuery, zone: z.string().optional() })
const registerQuery = z.object(clientQuery)
const registerBody = z.object({
  coin_type: z.union([
    z.number().int('must be an integer'),
    z.string().regex(/^\d+$/, 'must be an integer').transform(Number),
  ]),
  address: evmAddress,
  message: z.string().min(1, 'message is required').max(4096, 'message is too long'),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'must be a 0x-prefixed hexadecimal signature'),
})

export interface ProfileRoutesOptions {
  db: Database
  /** Zone suffixes; defaults to `PORTICO_NAME_ZONES` or §5's `.reown.id` and `.wcn.id`. */
  zones?: readonly string[]
  /** The cached name reads shared with the identity route (§9: 5 min). */
  names: CachedNameLookups
  /** The host a signed registration message must name; default the host of `app.publicUrl`. */
  service?: string
  /** Registrations allowed per signing address and per client IP in 24 h. */
  caps: RegisterNameParameters['caps']
  /** ENS reads: a name outside the Portico zones is looked up through the configured ENS deployments. */
  ens?: CachedEnsLookups | undefined
}

/**
 * The name service (§7 `/v1/profile/*`): issue a registration nonce, register a name with a signed message,
 * look a name up, list an address's names, and suggest free names. Refusals carry
 * `reasons: [{ description }]` (§8).
 */
export const profileRoutes: FastifyPluginAsync<ProfileRoutesOptions> = async (
  app,
  { db, zones = loadNameZones(), names, service: configuredService, caps, ens },
) => {
  app.setErrorHandler(handleNameServiceError)
  // Read per request: without a configured public URL it is the listen address, known once listening.
  const serviceHost = () => configuredService ?? new URL(app.publicUrl).host

  app.post<{ Querystring: z.infer<typeof registerQuery> }>(
    '/v1/profile/nonce',
    { schema: { querystring: registerQuery } },
    async (): Promise<IssueNameNonceReturnType & { service: string }> => ({
      ...(await issueNameNonce(db)),
      service: serviceHost(),
    }),
  )

  app.post<{ Querystring: z.infer<typeof registerQuery>; Body: z.infer<typeof registerBody> }>(
    '/v1/profile/account',
    { schema: { querystring: registerQuery, body: registerBody } },
    async (request) => {
      const { coin_type, address, message, signature } = request.body
      const registered = await registerName(db, {
        coinType: coin_type,
        address,
        message,
        signature,
        zones,
        service: serviceHost(),
        ip: request.ip,
        caps,
      })
      await names.forget(registered.name, address)
      return { success: true, name: registered.name }
    },
  )

  app.get<{ Params: z.infer<typeof nameParams>; Querystring: z.infer<typeof accountQuery> }>(
    '/v1/profile/account/:name',
    { schema: { params: nameParams, querystring: accountQuery } },
    async (request): Promise<AccountProfile> => {
      const name = request.params.name.trim().toLowerCase()
      const forceUpdate = request.query.forceUpdate === 'true'
      const profile = await names.profileByName(name, { forceUpdate })
      if (profile) return profile
      // Names in a Portico zone are Portico's alone; any other name may be an ENS name.
      if (ens?.enabled && !zones.some((zone) => name.endsWith(zone))) {
        const resolved = await ens.resolve(name, { forceUpdate })
        if (resolved) return ensAccountProfile(resolved)
      }
      throw new NameRejection(404, 'Name not found')
    },
  )

  app.get<{ Params: z.infer<typeof reverseParams>; Querystring: z.infer<typeof reverseQuery> }>(
    '/v1/profile/reverse/:address',
    { schema: { params: reverseParams, querystring: reverseQuery } },
    async (request): Promise<AccountProfile[]> =>
      names.profilesByAddress(request.params.address, { forceUpdate: request.query.forceUpdate === 'true' }),
  )

  app.get<{ Params: z.infer<typeof nameParams>; Querystring: z.infer<typeof suggestionsQuery> }>(
    '/v1/profile/suggestions/:name',
    { schema: { params: nameParams, querystring: suggestionsQuery } },
    async (request): Promise<{ suggestions: NameSuggestion[] }> => {
      const requested = request.query.zone?.trim().toLowerCase()
      const zone = requested ? (requested.startsWith('.') ? requested : `.${requested}`) : zones[0]!
      if (!zones.includes(zone)) throw new NameRejection(400, `Zone must be one of ${zones.join(', ')}`)
      return { suggestions: await suggestNames(db, request.params.name, zone) }
    },
  )
}
