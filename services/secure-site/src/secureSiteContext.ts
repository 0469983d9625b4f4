import type { Database } from '@portico/api'
import type { SecretKeys } from './crypto/deriveSecretKeys.ts'
import type { Mailer } from './email/createMailer.ts'
import type { AbuseLimits, CodeFailurePolicy } from './http/abuseLimits.ts'
import type { ProjectOrigins } from './projects/createProjectOrigins.ts'
import type { SocialClients } from './social/createSocialClients.ts'

/** What the route plugins share: the store, the mailer, the derived keys and the site's settings. */
export interface SecureSiteContext {
  db: Database
  mailer: Mailer
  keys: SecretKeys
  publicUrl: string
  defaultChainId: string
  rpcUrls: Map<string, string>
  socialClients: SocialClients
  projectOrigins: ProjectOrigins
  /** How long `POST /v1/email/device` waits for an approval (25 s). */
  deviceWaitMs: number
  /** Per-IP and per-email budgets of the email and device routes, shared by every process. */
  limits: AbuseLimits
  /** Wrong codes per address before it is locked (across codes and IPs). */
  codeFailures: CodeFailurePolicy
}
