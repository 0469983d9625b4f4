export { buildSecureSiteServer, type SecureSiteServerDependencies } from './server.ts'
export {
  loadSecureSiteConfig,
  parseSocialProviders,
  SecureSiteConfigError,
  type SecureSiteConfig,
  type SocialProviderConfig,
} from './config/loadSecureSiteConfig.ts'
export { openSecureSiteDatabase } from './db/openSecureSiteDatabase.ts'
export { migrateSecureSite } from './db/migrateSecureSite.ts'
export { startMailCatcher, type RunningMailCatcher, type CaughtMail } from './dev/startMailCatcher.ts'
export { startDevOidcProvider, type RunningDevOidcProvider } from './dev/startDevOidcProvider.ts'
