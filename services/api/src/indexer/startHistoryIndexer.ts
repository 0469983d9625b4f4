import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { PublicClient } from 'viem'
import { createChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import { indexOnce, type IndexOnceReturnType } from './indexOnce.ts'
import type { IndexerChainOptions } from './indexerChainOptions.ts'
import {
  acquireIndexerLease,
  recordChainHead,
  releaseIndexerLease,
  type IndexerLease,
} from './indexerLease.ts'
import { createIndexerProgress, formatIndexerProgress } from './indexerProgress.ts'
import type { ChainCapabilities } from './readBlockActivity.ts'
import { createTokenMetadataReader } from './readTokenMetadata.ts'

/** Parameters of {@link startHistoryIndexer}. */
export interface StartHistoryIndexerParameters {
  db: Database
  chains: readonly (ApiChain & { indexer?: IndexerChainOptions | undefined })[]
  /** Pause between rounds in ms; default `PORTICO_INDEXER_INTERVAL_MS` from `env`, else 1000. */
  intervalMs?: number
  /** How long a chain's lease lasts without renewal; default `PORTICO_INDEXER_LEASE_MS`, else 15000. */
  leaseMs?: number
  /** Blocks per database transaction; default `PORTICO_INDEXER_BATCH_SIZE`, else 50. */
  batchSize?: number
  /** Period of the progress lines; default `PORTICO_INDEXER_LOG_MS`, else 10000. */
  progressLogMs?: number
  /** This process's name in the leases; default `<host>:<pid>:<random>`. */
  holder?: string
  /** Default process.env. */
  env?: Record<string, string | undefined>
  /** Clients per CAIP-2 id; default one per chain from its RPC URL. */
  clients?: ReadonlyMap<string, PublicClient>
  /** Progress lines go to `info`; a failed round to `warn`, once per distinct message. */
  log?: { warn(message: string): void; info?(message: string): void }
  /** Told after every round of a chain, for tests and metrics; `round` is absent when another process holds it. */
  onRound?: (chainId: string, round: IndexOnceReturnType | undefined) => void
}

/** A running indexer. */
export interface HistoryIndexer {
  /** This process's name in the leases. */
  readonly holder: string
  /** Ends the loop, resolves when the round in progress is done, and gives up the leases it holds. */
  stop(): Promise<void>
}

function setting(
  name: string,
  given: number | undefined,
  env: Record<string, string | undefined>,
  fallback: number,
) {
  const value = given ?? Number(env[name] ?? fallback)
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a number ≥ 0, got '${given ?? env[name]}'`)
  }
  return value
}

/**
 * Follows every chain's blocks: per chain, take or renew its lease (so exactly one process writes it however
 * many run), then one {@link indexOnce} round, then a pause, until stopped. A failed round (chain down, lease
 * lost) is retried on the next one. Logs blocks/s, transfers/s and head lag per chain once per period.
 *
 * @example
 * const indexer = startHistoryIndexer({ db, chains: config.chains, log: app.log })
 * await indexer.stop()
 */
export function startHistoryIndexer(parameters: StartHistoryIndexerParameters): HistoryIndexer {
  const { db, chains, env = process.env, log, onRound } = parameters
  const intervalMs = setting('PORTICO_INDEXER_INTERVAL_MS', parameters.intervalMs, env, 1_000)
  const ttlMs = setting('PORTICO_INDEXER_LEASE_MS', parameters.leaseMs, env, 15_000)
  const batchSize = Math.max(1, setting('PORTICO_INDEXER_BATCH_SIZE', parameters.batchSize, env, 50))
  const progressLogMs = setting('PORTICO_INDEXER_LOG_MS', parameters.progressLogMs, env, 10_000)
  const holder = parameters.holder ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
  const clients = parameters.clients ?? createChainClients(chains)
  const states = chains.flatMap((chain) => {
    const client = clients.get(chain.caipNetworkId)
    if (!client) return []
    const capabilities: ChainCapabilities = {
      onMissing: (method) =>
        log?.info?.(`indexer ${chain.caipNetworkId}: the node has no ${method}; going without`),
    }
    const lease: IndexerLease = { chainId: chain.caipNetworkId, holder, ttlMs }
    const metadata = createTokenMetadataReader(client, chain)
    const progress = createIndexerProgress(chain.caipNetworkId, progressLogMs)
    return [{ chain, client, capabilities, lease, metadata, progress, held: false, lastError: '' }]
  })
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let round: Promise<void> = Promise.resolve()

  async function runChain(state: (typeof states)[number]) {
    const { chain, lease, progress } = state
    const held = await acquireIndexerLease(db, lease)
    if (held !== state.held)
      log?.info?.(
        `indexer ${chain.caipNetworkId}: ${held ? 'writing as' : 'left to another process than'} ${holder}`,
      )
    state.held = held
    if (!held) return onRound?.(chain.caipNetworkId, undefined)
    const result = await indexOnce({
      ...state,
      db,
      batchSize,
      onBatch: ({ last, blocks, transfers }) => progress.batch(last, blocks, transfers),
    })
    await recordChainHead(db, lease, result.head)
    const report = progress.round(result)
    if (report) log?.info?.(formatIndexerProgress(report))
    onRound?.(chain.caipNetworkId, result)
  }

  async function runRound() {
    for (const state of states) {
      if (stopped) return
      try {
        await runChain(state)
        state.lastError = ''
      } catch (error) {
        const message = `history indexer, ${state.chain.caipNetworkId}: ${(error as Error).message.split('\n')[0]}`
        if (state.lastError !== message) log?.warn(message)
        state.lastError = message
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
    holder,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await round
      for (const state of states) if (state.held) await releaseIndexerLease(db, state.lease)
    },
  }
}
