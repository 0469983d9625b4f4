import { randomUUID } from 'node:crypto'
import cors from '@fastify/cors'
import Fastify, { type FastifyInstance } from 'fastify'
import { createChainClients } from './chains/createChainClients.ts'
import type { ApiConfig } from './config/loadApiConfig.ts'
import { defaultApiLimits, type ApiLimits } from './config/apiLimits.ts'
import { useErrorReplies } from './http/errorReplies.ts'
import { usePublicUrl } from './http/publicUrl.ts'
import { createRateLimitStore, type RateLimitStore } from './http/rateLimitStore.ts'
import { rateLimits } from './http/rateLimits.ts'
import { requestLogging } from './http/requestLogging.ts'
import { scheduleSweeps } from './retention/scheduleSweeps.ts'
import type { Database } from './db/database.ts'
import { useZodValidation } from './http/zodValidation.ts'
import { lazySchemaCompilers } from './http/lazySchemaCompilers.ts'
import { projectAccess } from './projects/projectAccess.ts'
import { accountBalanceRoutes } from './routes/accountBalance.ts'
import { analyticsRoutes } from './routes/analytics.ts'
import { convertRoutes } from './routes/convert.ts'
import { fungiblePriceRoutes } from './routes/fungiblePrice.ts'
import { healthRoutes } from './routes/health.ts'
import { historyRoutes } from './routes/history.ts'
import { nftRoutes } from './routes/nfts.ts'
import { identityRoutes } from './routes/identity.ts'
import { profileRoutes } from './routes/profile.ts'
import { smartSessionRoutes } from './routes/smartSessions.ts'
import { supportedChainsRoutes } from './routes/supportedChains.ts'
import { walletRegistryRoutes } from './routes/walletRegistry.ts'
import { onrampRoutes } from './routes/onramp.ts'
import { docsRoutes } from './routes/docs.ts'
import { projectOriginsRoutes } from './routes/projectOrigins.ts'
import { collectRoutes } from './openapi/buildOpenApiDocument.ts'
import { createCache } from './cache/createCache.ts'
import { createCachedNameLookups } from './names/cachedNameLookups.ts'
import { createCachedEnsLookups } from './names/ens/cachedEnsLookups.ts'
import type { OnrampProvider } from './onramp/onrampProvider.ts'
import { createSandboxOnrampProvider } from './onramp/sandboxOnrampProvider.ts'
import { createTreasury } from './onramp/treasury.ts'
import { DEFAULT_ONRAMP_CONFIG } from './onramp/onrampConfig.ts'
import { ApiConfigError } from './config/apiConfigError.ts'

/** Trusts the socket peer and the next `hops - 1` addresses of X-Forwarded-For (read right to left) as proxies. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops

/** What {@link buildApiServer} needs besides the chains. */
export interface ApiServerDependencies {
  db: Database
  /** Log requests (to stdout, or to `stream`); query strings and secret headers are never logged. */
  logger?: boolean | { stream: NodeJS.WritableStream }
  /** Rate-limit counters; default Redis when REDIS_URL is set, else in process. */
  rateLimitStore?: RateLimitStore | undefined
  /** On-ramp provider; default the sandbox provider (a stand-in for a card processor). */
  onrampProvider?: OnrampProvider | undefined
}

/**
 * The data API as a Fastify instance, not yet listening (tests call `inject`, `main.ts` calls `listen`).
 *
 * @throws {ApiConfigError} when the sandbox on-ramp is on without a treasury key to pay out from.
 *
 * @example
 * const app = buildApiServer(loadApiConfig(), { db: await openDatabase(process.env) })
 * await app.listen({ host: '127.0.0.1', port: 8787 })
 */
export function buildApiServer(
  config: Pick<ApiConfig, 'chains'> &
    Partial<Pick<ApiConfig, 'onramp' | 'publicUrl' | 'trustedProxyHops' | 'nameZones' | 'ipfsGateway'>> & {
      limits?: Partial<ApiLimits> | undefined
    },
  { db, logger = false, onrampProvider, rateLimitStore }: ApiServerDependencies,
): FastifyInstance {
  const limits = { ...defaultApiLimits, ...config.limits }
  const onramp = config.onramp ?? DEFAULT_ONRAMP_CONFIG
  if (onramp.sandbox && !onramp.treasuryKey) {
    throw new ApiConfigError(
      'The sandbox on-ramp is on but has no treasury to pay out from: set PORTICO_ONRAMP_TREASURY_KEY (or onramp.treasuryKey in portico.config.json for a devnet), or turn the sandbox off',
    )
  }
  const app = Fastify({
    logger: requestLogging(logger),
    // request.ip: the peer, or the X-Forwarded-For entry the last of the configured proxy hops added; entries a
    // client wrote before those are never believed. (Fastify's own numeric setting trusts no hop at all.)
    trustProxy: trustHops(config.trustedProxyHops ?? 0),
    bodyLimit: limits.bodyLimitBytes,
    genReqId: () => randomUUID(),
    // Routes validate with zod and declare no response schemas: Ajv and fast-json-stringify load only if one does.
    schemaController: lazySchemaCompilers,
  })
  useZodValidation(app)
  useErrorReplies(app)
  usePublicUrl(app, config.publicUrl)
  const store = rateLimitStore ?? createRateLimitStore(process.env)
  const window = limits.rateWindowMs
  // Every route registered below is recorded for the OpenAPI document at /docs.
  const documented = collectRoutes(app)
  // CORS answers every origin's preflight; projectAccess then refuses origins the project does not allow,
  // with a body the client can read ('origin not allowed') instead of an opaque CORS failure.
  const clients = createChainClients(config.chains)
  const chains = config.chains
  void app.register(cors, { origin: true })
  void app.register(rateLimits, { store, perIp: { limit: limits.ratePerIp, windowMs: window } })
  void app.register(projectAccess, {
    db,
    cacheSize: limits.projectCacheSize,
    store,
    perProject: { limit: limits.ratePerProject, windowMs: window },
  })
  scheduleSweeps(app, {
    db,
    intervalMs: limits.sweepIntervalMs,
    analyticsRetentionDays: limits.analyticsRetentionDays,
  })
  void app.register(healthRoutes, { db, chains })
  void app.register(walletRegistryRoutes, { db })
  void app.register(analyticsRoutes, {
    db,
    store,
    perIp: { limit: limits.analyticsPerIp, windowMs: window },
    perProject: { limit: limits.analyticsPerProject, windowMs: window },
  })
  void app.register(accountBalanceRoutes, { chains, clients })
  void app.register(convertRoutes, { chains, clients })
  void app.register(fungiblePriceRoutes, { chains, clients })
  // The sandbox on-ramp pays out from the treasury of onramp.treasuryKey (or PORTICO_ONRAMP_TREASURY_KEY).
  const treasury = onramp.treasuryKey
    ? createTreasury({ privateKey: onramp.treasuryKey, clients })
    : undefined
  void app.register(historyRoutes, { db, chains, onrampSender: treasury })
  void app.register(nftRoutes, { db, chains, clients, ipfsGateway: config.ipfsGateway })
  void app.register(smartSessionRoutes, { db })
  void app.register(projectOriginsRoutes, { db })
  void app.register(supportedChainsRoutes, { chains })
  // §9: one 5 min cache for names and identities, so a registration refreshes what identity answers.
  const namesCache = createCache(process.env)
  app.addHook('onClose', () => namesCache.close())
  const names = createCachedNameLookups(db, namesCache)
  // ENS through every chain configured with `names.ens`; the same 5 min cache (§9).
  const ens = createCachedEnsLookups({ chains, clients, cache: namesCache })
  void app.register(profileRoutes, {
    db,
    ...(config.nameZones ? { zones: config.nameZones } : {}),
    names,
    caps: { perAddressPerDay: limits.namesPerAddressPerDay, perIpPerDay: limits.namesPerIpPerDay },
    ens,
  })
  void app.register(identityRoutes, { db, names, ens })
  // The sandbox runs only when switched on (PORTICO_ONRAMP_SANDBOX=1), and sells only on the test chains.
  const sandbox = onramp.sandbox && treasury ? { treasury, config: onramp } : undefined
  const provider =
    onrampProvider ?? (sandbox && createSandboxOnrampProvider({ chains, clients, db, config: onramp }))
  void app.register(onrampRoutes, { db, chains, provider, sandbox })
  void app.register(docsRoutes, { routes: documented })
  return app
}
