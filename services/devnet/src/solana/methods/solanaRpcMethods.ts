import {
  getAccountInfo,
  getBalance,
  getMinimumBalanceForRentExemption,
  getMultipleAccounts,
} from './accountMethods.ts'
import {
  getBlockHeight,
  getEpochInfo,
  getFeeForMessage,
  getGenesisHash,
  getHealth,
  getLatestBlockhash,
  getSlot,
  getVersion,
  isBlockhashValid,
} from './clusterMethods.ts'
import { getSignaturesForAddress, getTransaction } from './historyMethods.ts'
import type { SolanaRpcMethod } from './solanaRpcMethod.ts'
import { getTokenAccountBalance, getTokenAccountsByOwner } from './tokenMethods.ts'
import {
  getSignatureStatuses,
  requestAirdrop,
  sendTransaction,
  simulateTransaction,
} from './transactionMethods.ts'

/**
 * Every HTTP JSON-RPC method the local Solana chain answers, by name; any other is -32601.
 *
 * @example
 * await solanaRpcMethods.getBalance([address], context) // { context: { slot, apiVersion }, value: 1000000000000n }
 */
export const solanaRpcMethods: Readonly<Record<string, SolanaRpcMethod>> = {
  getAccountInfo,
  getBalance,
  getBlockHeight,
  getEpochInfo,
  getFeeForMessage,
  getGenesisHash,
  getHealth,
  getLatestBlockhash,
  getMinimumBalanceForRentExemption,
  getMultipleAccounts,
  getSignatureStatuses,
  getSignaturesForAddress,
  getSlot,
  getTokenAccountBalance,
  getTokenAccountsByOwner,
  getTransaction,
  getVersion,
  isBlockhashValid,
  requestAirdrop,
  sendTransaction,
  simulateTransaction,
}
