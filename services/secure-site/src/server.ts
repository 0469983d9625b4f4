import Fastify, { type FastifyInstance } from 'fastify'
import { lazySchemaCompilers, type Database } from '@portico/api'
import type { SecureSiteConfig } from './config/loadSecureSiteConfig.ts'
import { deriveSecretKeys } from './crypto/deriveSecretKeys.ts'
import { createMailer, type Mailer } from './email/createMailer.ts'
import { buildFrameBundle, type FrameBundle } from './frame/buildFrameBundle.ts'
import { createAbuseLimits, DEFAULT_ABUSE_LIMITS, type AbuseLimitSettings } from './http/abuseLimits.ts'
import { createDatabaseHitCounter } from './http/createDatabaseHitCounter.ts'
import type { HitCounter, RateLimit } from './http/createRateLimiter.ts'
import { useErrorReplies } from './http/errorReplies.ts'
import { useHostAccess } from './http/hostAccess.ts'
import { secureSiteLoggerOptions, type LogDestination } from './http/requestLogging.ts'
import { useSecurityHeaders } from './http/securityHeaders.ts'
import { useZodValidation } from './http/zodValidation.ts'
import { createProjectOrigins, type ProjectOrigins } from './projects/createProjectOrigins.ts'
import { accountRoutes } from './routes/account.ts'
import { deviceApprovalPageRoutes } from './routes/deviceApprovalPage.ts'
import { emailLoginRoutes } from './routes/emailLogin.ts'
import { frameRoutes } from './routes/frame.ts'
import { healthRoutes } from './routes/health.ts'
import { rpcRoutes } from './routes/rpc.ts'
import { farcasterRoutes, type FarcasterRoutesOptions } from './routes/farcaster.ts'
import { socialRoutes } from './routes/social.ts'
import type { SecureSiteContext } from './secureSiteContext.ts'
import { createSocialClients } from './social/createSocialClients.ts'

/** What {@link buildSecureSiteServer} needs besides its configuration. */
export interface SecureSiteServerDependencies {
  db: Database
  /** Log requests (query strings redacted, no headers or bodies) to stdout, or to `stream`. */
  logger?: boolean | { stream: LogDestination }
  /** Default: SMTP to `config.smtpUrl`. */
  mailer?: Mailer
  /** Default: the data API at `config.apiUrl`, answers cached 5 s. */
  projectOrigins?: ProjectOrigins
  /** The frame's bundle; default built from services/secure-site/frame on first use. */
  frameBundle?: () => Promise<FrameBundle>
  /** How long `POST /v1/email/device` waits (default 25 s). */
  deviceWaitMs?: number
  /** Per-IP cap of `POST /v1/email/start` (default 20 per 10 minutes). */
  emailStartLimit?: RateLimit
  /** Budgets of the email and device routes (defaults: {@link DEFAULT_ABUSE_LIMITS}). */
  limits?: Partial<AbuseLimitSettings>
  /** Where the rate limits count (default: the `embedded_rate_limits` table of `db`; Redis in `main.ts` when set). */
  hitCounter?: HitCounter
  /** Proxies in front of the site whose `X-Forwarded-For` entries are believed (default 0: the socket address). */
  trustedProxyHops?: number
  /** Sign In With Farcaster's relay and IdRegistry (ADR 0022); without it the login is off. */
  farcaster?: FarcasterRoutesOptions['farcaster']
  /** How long one `POST /v1/farcaster/connect` waits (default 20 s). */
  farcasterWaitMs?: number
}

/**
 * Fastify's `trustProxy` for `hops` proxies: the client is the address the outermost trusted proxy saw, the
 * `hops`-th entry from the right of `X-Forwarded-For`; whatever a client writes to the left of it is ignored.
 * 0 believes no header at all. (Fastify's own numeric option trusts none, so the count is applied here.)
 */
function trustProxyHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false
}

/**
 * The secure site as a Fastify instance, not yet listening (tests call `inject`, `main.ts` calls `listen`).
 *
 * @example
 * const app = buildSecureSiteServer(loadSecureSiteConfig(), { db: await openSecureSiteDatabase(process.env) })
 * await app.listen({ host: '127.0.0.1', port: 8789 })
 */
export function buildSecureSiteServer(
  config: Pick<
    SecureSiteConfig,
    | 'publicUrl'
    | 'apiUrl'
    | 'smtpUrl'
    | 'mailFrom'
    | 'masterKey'
    | 'socialProviders'
    | 'rpcUrls'
    | 'defaultChainId'
  >,
  dependencies: SecureSiteServerDependencies,
): FastifyInstance {
  const logger = dependencies.logger
  const app = Fastify({
    logger: logger ? secureSiteLoggerOptions(logger === true ? undefined : logger.stream) : false,
    trustProxy: trustProxyHops(dependencies.trustedProxyHops ?? 0),
    // Routes validate with zod and declare no response schemas: Ajv and fast-json-stringify load only if one does.
    schemaController: lazySchemaCompilers,
  })
  const mailer = dependencies.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom })
  if (!dependencies.mailer) app.addHook('onClose', async () => mailer.close())
  const projectOrigins = dependencies.projectOrigins ?? createProjectOrigins({ apiUrl: config.apiUrl })
  let frameBundle: Promise<FrameBundle> | undefined
  const bundle =
    dependencies.frameBundle ??
    (() => {
      frameBundle ??= buildFrameBundle()
      return frameBundle
    })
  const limits: AbuseLimitSettings = {
    ...DEFAULT_ABUSE_LIMITS,
    ...(dependencies.emailStartLimit ? { emailStartPerIp: dependencies.emailStartLimit } : {}),
    ...dependencies.limits,
  }
  const hitCounter = dependencies.hitCounter ?? createDatabaseHitCounter(dependencies.db)
  const context: SecureSiteContext = {
    db: dependencies.db,
    mailer,
    keys: deriveSecretKeys(config.masterKey),
    publicUrl: config.publicUrl,
    defaultChainId: config.defaultChainId,
    rpcUrls: config.rpcUrls,
    socialClients: createSocialClients(config.socialProviders),
    projectOrigins,
    deviceWaitMs: dependencies.deviceWaitMs ?? 25_000,
    limits: createAbuseLimits(hitCounter, limits),
    codeFailures: limits.codeFailures,
  }
  useZodValidation(app)
  useErrorReplies(app)
  useSecurityHeaders(app)
  useHostAccess(app, { publicUrl: config.publicUrl, projectOrigins })
  void app.register(healthRoutes)
  void app.register(emailLoginRoutes, { context })
  void app.register(deviceApprovalPageRoutes, { context })
  void app.register(accountRoutes, { context })
  void app.register(rpcRoutes, { context })
  void app.register(socialRoutes, { context })
  void app.register(farcasterRoutes, {
    context,
    farcaster: dependencies.farcaster,
    waitMs: dependencies.farcasterWaitMs,
    hitCounter,
  })
  void app.register(frameRoutes, { projectOrigins, bundle })
  return app
}
