import type { KeyPairSigner } from '@solana/kit'
import type { SolanaLedger } from '../solanaLedger.ts'

/** The Agave version the chain reports (getVersion, and `apiVersion` in every context). */
export const SOLANA_CORE_VERSION = '3.0.0'

/** What every method handler reads: the ledger and the faucet that pays airdrops. */
export interface SolanaRpcContext {
  ledger: SolanaLedger
  faucet: KeyPairSigner
}

/** One JSON-RPC method: raw params in, a JSON-ready answer out (bigints are written as JSON numbers). */
export type SolanaRpcMethod = (params: unknown, context: SolanaRpcContext) => unknown

/**
 * The `context` member of a response with context (`{ context, value }`).
 *
 * @example
 * return { context: responseContext(ledger), value: lamports }
 */
export function responseContext(ledger: SolanaLedger): { apiVersion: string; slot: bigint } {
  return { apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot }
}
