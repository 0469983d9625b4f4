import Fastify, { type FastifyInstance } from 'fastify'
import type { Database } from '@portico/api'
import type { SecureSiteConfig } from './config/loadSecureSiteConfig.ts'
import { deriveSecretKeys } from './crypto/deriveSecretKeys.ts'
import { createMailer, type Mailer } from './email/createMailer.ts'
import { buildFrameBundle, type FrameBundle } from './frame/buildFrameBundle.ts'
import { createRateLimiter } from './http/createRateLimiter.ts'
import { useErrorReplies } from './http/errorReplies.ts'
import { useHostAccess } from './http/hostAccess.ts'
import { useSecurityHeaders } from './http/securityHeaders.ts'
import { useZodValidation } from './http/zodValidation.ts'
import { createProjectOrigins, type ProjectOrigins } from './projects/createProjectOrigins.ts'
import { accountRoutes } from './routes/account.ts'
import { emailLoginRoutes } from './routes/emailLogin.ts'
import { frameRoutes } from './routes/frame.ts'
import { healthRoutes } from './routes/health.ts'
import { rpcRoutes } from './routes/rpc.ts'
import { socialRoutes } from './routes/social.ts'
import type { SecureSiteContext } from './secureSiteContext.ts'
import { createSocialClients } from './social/createSocialClients.ts'

/** What {@link buildSecureSiteServer} needs besides its configuration. */
export interface SecureSiteServerDependencies {
  db: Database
  logger?: boolean
  /** Default: SMTP to `config.smtpUrl`. */
  mailer?: Mailer
  /** Default: the data API at `config.apiUrl`, answers cached 5 s. */
  projectOrigins?: ProjectOrigins
  /** The frame's bundle; default built from services/secure-site/frame on first use. */
  frameBundle?: () => Promise<FrameBundle>
  /** How long `POST /v1/email/device` waits (default 25 s). */
  deviceWaitMs?: number
  /** Per-IP cap of `POST /v1/email/start` (default 20 per 10 minutes). */
  emailStartLimit?: { limit: number; windowMs: number }
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
  const app = Fastify({ logger: dependencies.logger ?? false, trustProxy: false })
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
    emailStartLimiter: createRateLimiter(
      dependencies.emailStartLimit ?? { limit: 20, windowMs: 10 * 60_000 },
    ),
  }
  useZodValidation(app)
  useErrorReplies(app)
  useSecurityHeaders(app)
  useHostAccess(app, { publicUrl: config.publicUrl, projectOrigins })
  void app.register(healthRoutes)
  void app.register(emailLoginRoutes, { context })
  void app.register(accountRoutes, { context })
  void app.register(rpcRoutes, { context })
  void app.register(socialRoutes, { context })
  void app.register(frameRoutes, { projectOrigins, bundle })
  return app
}
