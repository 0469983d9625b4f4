export { buildApiServer } from './server.ts'
export {
  loadApiConfig,
  parseRpcUrls,
  ApiConfigError,
  MISSING_CONFIG_MESSAGE,
  type ApiConfig,
} from './config/loadApiConfig.ts'
export { readPorticoConfig } from './config/readPorticoConfig.ts'
export { porticoConfigSchema, type PorticoConfigFile } from './config/porticoConfigSchema.ts'
export { chainRpcUrls } from './config/apiChain.ts'
export type { ApiChain, ApiToken, PriceSource, SwapVenue } from './config/apiChain.ts'
export { readAccountBalances, type ReadAccountBalancesParameters } from './balance/readAccountBalances.ts'
export { readPoolPrices, type UsdPrices } from './prices/readPoolPrices.ts'
export type { Database, Queryable } from './db/database.ts'
export { openDatabase } from './db/openDatabase.ts'
export { openPglite } from './db/openPglite.ts'
export { openPostgres } from './db/openPostgres.ts'
export { lazySchemaCompilers } from './http/lazySchemaCompilers.ts'
export { migrate, readMigrations, MigrationTableNameError, type Migration } from './db/migrate.ts'
export {
  createProject,
  ensureProject,
  addProjectOrigins,
  findProject,
  listProjects,
  ProjectError,
  type Project,
} from './projects/projectStore.ts'
export { startHistoryIndexer } from './indexer/startHistoryIndexer.ts'
