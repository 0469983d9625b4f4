export type { ChainNamespace, CaipNetworkId, CaipNetwork } from './network.ts'
export type { TokenBalance, GetBalanceResponse } from './balance.ts'
