import type { PublicClient } from 'viem'
import { devnetNfts } from '@portico/devnet/manifest'
import { createChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import { indexOnce } from './indexOnce.ts'
import type { NftInfo, TokenInfo } from './readBlockActivity.ts'

/** Parameters of {@link startHistoryIndexer}. */
export interface StartHistoryIndexerParameters {
  db: Database
  chains: readonly ApiChain[]
  /** Known ERC-721 tokens (name, image, spam flag); default the devnet's fixture NFTs. */
  nfts?: readonly NftInfo[]
  /** Pause between rounds in ms; default `PORTICO_INDEXER_INTERVAL_MS` from `env`, else 1000. */
  intervalMs?: number
  /** Default process.env. */
  env?: Record<string, string | undefined>
  /** Clients per CAIP-2 id; default one per chain from its RPC URL. */
  clients?: ReadonlyMap<string, PublicClient>
  /** Told about a failed round once per distinct message (a stopped devnet is not logged every second). */
  log?: { warn(message: string): void }
  /** Told after every round of a chain, for tests and metrics. */
  onRound?: (chainId: string, round: Awaited<ReturnType<typeof indexOnce>>) => void
}

/** A running indexer. */
export interface HistoryIndexer {
  /** Ends the loop and resolves when the round in progress is done. */
  stop(): Promise<void>
}

/**
 * Follows every chain's blocks: one {@link indexOnce} round per chain, then a pause, until stopped. A failed
 * round (chain down, reorg mid-round) is retried on the next one.
 *
 * @example
 * const indexer = startHistoryIndexer({ db, chains: config.chains, intervalMs: 1000 })
 * await indexer.stop()
 */
export function startHistoryIndexer(parameters: StartHistoryIndexerParameters): HistoryIndexer {
  const { db, chains, nfts = devnetNfts, env = process.env, log, onRound } = parameters
  const intervalMs = parameters.intervalMs ?? Number(env.PORTICO_INDEXER_INTERVAL_MS ?? 1_000)
  if (!Number.isFinite(intervalMs) || intervalMs < 0) {
    throw new Error(`PORTICO_INDEXER_INTERVAL_MS must be a number of milliseconds, got '${intervalMs}'`)
  }
  const clients = parameters.clients ?? createChainClients(chains)
  const tokenInfo = new Map(chains.map((c) => [c.caipNetworkId, new Map<string, Promise<TokenInfo>>()]))
  const lastError = new Map<string, string>()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let round: Promise<void> = Promise.resolve()

  async function runRound() {
    for (const chain of chains) {
      const client = clients.get(chain.caipNetworkId)
      if (!client || stopped) continue
      try {
        const result = await indexOnce({
          db,
          client,
          chain,
          nfts,
          tokenInfo: tokenInfo.get(chain.caipNetworkId),
        })
        lastError.delete(chain.caipNetworkId)
        onRound?.(chain.caipNetworkId, result)
      } catch (error) {
        const message = `history indexer, ${chain.caipNetworkId}: ${(error as Error).message.split('\n')[0]}`
        if (lastError.get(chain.caipNetworkId) !== message) log?.warn(message)
        lastError.set(chain.caipNetworkId, message)
      }
    }
  }
  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      round = runRound().finally(schedule)
    }, intervalMs)
  }
  round = runRound().finally(schedule)
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await round
    },
  }
}
