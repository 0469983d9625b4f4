export { buildApiServer } from './server.ts'
export {
  loadApiConfig,
  devnetApiChains,
  parseRpcUrls,
  ApiConfigError,
  type ApiConfig,
} from './config/loadApiConfig.ts'
export type { ApiChain, ApiToken } from './config/apiChain.ts'
export { readAccountBalances, type ReadAccountBalancesParameters } from './balance/readAccountBalances.ts'
export { readPoolPrices, type UsdPrices } from './prices/readPoolPrices.ts'
