/** One chain's progress figures over the last reporting period. */
export interface IndexerProgressReport {
  chainId: string
  /** Last block stored. */
  indexedBlock: bigint
  head: bigint
  /** Blocks between the head and the last stored one. */
  lag: bigint
  blocksPerSecond: number
  transfersPerSecond: number
  /** Blocks removed by reorgs during the period. */
  rolledBack: number
}

/** Counts a chain's stored blocks and transfers and reports them at most once per period. */
export interface IndexerProgress {
  /** Adds a stored batch. */
  batch(last: bigint, blocks: number, transfers: number): void
  /** Adds a round's end; returns a report when the period is over (and starts a new one), else undefined. */
  round(
    end: { head: bigint; last: bigint; rolledBack: number },
    now?: number,
  ): IndexerProgressReport | undefined
}

/**
 * A progress meter per chain for the indexer's logs: blocks/s, transfers/s and head lag, once per `periodMs`
 * rather than every round.
 *
 * @example
 * const progress = createIndexerProgress('eip155:1', 10_000)
 * progress.batch(120n, 50, 310)
 * const report = progress.round({ head: 130n, last: 120n, rolledBack: 0 }) // undefined until 10 s have passed
 */
export function createIndexerProgress(
  chainId: string,
  periodMs: number,
  start = Date.now(),
): IndexerProgress {
  let since = start
  let blocks = 0
  let transfers = 0
  let rolledBack = 0
  let indexedBlock = -1n
  return {
    batch(last, storedBlocks, storedTransfers) {
      indexedBlock = last
      blocks += storedBlocks
      transfers += storedTransfers
    },
    round({ head, last, rolledBack: removed }, now = Date.now()) {
      rolledBack += removed
      indexedBlock = last
      if (now - since < periodMs) return undefined
      const seconds = (now - since) / 1000
      const report = {
        chainId,
        indexedBlock,
        head,
        lag: indexedBlock < 0n ? head + 1n : head - indexedBlock,
        blocksPerSecond: blocks / seconds,
        transfersPerSecond: transfers / seconds,
        rolledBack,
      }
      since = now
      blocks = 0
      transfers = 0
      rolledBack = 0
      return report
    },
  }
}

/**
 * The log line of a progress report.
 *
 * @example
 * formatIndexerProgress(report) // 'indexer eip155:1: block 120 of 130 (lag 10), 41.2 blocks/s, 180.5 transfers/s'
 */
export function formatIndexerProgress(report: IndexerProgressReport): string {
  const { chainId, indexedBlock, head, lag, blocksPerSecond, transfersPerSecond, rolledBack } = report
  const reorg = rolledBack > 0 ? `, ${rolledBack} blocks rolled back by reorgs` : ''
  return (
    `indexer ${chainId}: block ${indexedBlock < 0n ? 'none yet' : indexedBlock} of ${head} (lag ${lag}), ` +
    `${blocksPerSecond.toFixed(1)} blocks/s, ${transfersPerSecond.toFixed(1)} transfers/s${reorg}`
  )
}
