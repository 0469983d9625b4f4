export * from './devnetSolanaFixtures.ts'
export {
  startSolanaChain,
  type RunningSolanaChain,
  type StartSolanaChainParameters,
} from './startSolanaChain.ts'
export { SolanaLedger, type LandedTransaction } from './solanaLedger.ts'
export { SOLANA_RPC_ERROR_CODES, SolanaRpcError } from './rpcErrors.ts'
