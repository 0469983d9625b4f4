export type { ChainNamespace, CaipNetworkId, CaipNetwork } from './network.ts'
export type { TokenBalance, GetBalanceResponse } from './balance.ts'
export {
  parseCaipAddress,
  toCaipAddress,
  toEip155NetworkId,
  type CaipAddress,
  type ParsedCaipAddress,
} from './caip.ts'
export {
  ADDRESS_CHARS_END,
  ADDRESS_CHARS_START,
  AVATAR_TINT_COUNT,
  AVATAR_TINT_STEP,
  DEFAULT_NUMBER_DECIMALS,
  DEFAULT_THEME_MODE,
  TESTNET_BALANCE,
} from './constants.ts'
export { truncateAddress } from './format/address.ts'
export {
  formatBalance,
  formatTokenAmount,
  isDecimalString,
  type FormatBalanceOptions,
} from './format/number.ts'
export { PorticoError, type PorticoErrorParameters } from './errors/PorticoError.ts'
export { AppKitNotCreatedError, InvalidOptionsError, ProjectIdNotConfiguredError } from './errors/options.ts'
export { InvalidCaipAddressError } from './errors/caip.ts'
export {
  ChainIdNotFoundError,
  ConnectionSupersededError,
  ConnectorNotFoundError,
  NoAccountsReturnedError,
  UserRejectedRequestError,
  WalletRequestError,
} from './errors/connection.ts'
export { HttpRequestError, InvalidResponseError } from './errors/http.ts'
export { InvalidDecimalStringError, TokenBalanceUnavailableError } from './errors/balance.ts'
