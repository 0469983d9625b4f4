import { describe, expect, it } from 'vitest'
import { createIndexerProgress, formatIndexerProgress } from './indexerProgress.ts'
import { isLikelySpamNft } from './isLikelySpamNft.ts'

describe('indexer progress lines', () => {
  it('reports blocks/s, transfers/s and head lag once per period, not every round', () => {
    const progress = createIndexerProgress('eip155:1', 10_000, 0)
    progress.batch(49n, 50, 200)
    expect(progress.round({ head: 120n, last: 49n, rolledBack: 0 }, 4_000)).toBeUndefined()
    progress.batch(99n, 50, 300)
    const report = progress.round({ head: 120n, last: 99n, rolledBack: 2 }, 10_000)!
    expect(formatIndexerProgress(report)).toBe(
      'indexer eip155:1: block 99 of 120 (lag 21), 10.0 blocks/s, 50.0 transfers/s, 2 blocks rolled back by reorgs',
    )
    expect(progress.round({ head: 121n, last: 121n, rolledBack: 0 }, 15_000)).toBeUndefined()
  })

  it('flags lure-like NFT metadata as spam and leaves ordinary names alone', () => {
    expect(
      isLikelySpamNft({ name: 'FREE 10,000 PUSD VOUCHER', description: 'Claim at rewards.example' }),
    ).toBe(true)
    expect(isLikelySpamNft({ name: 'Claim your airdrop' })).toBe(true)
    expect(isLikelySpamNft({ name: 'Pal #2', description: 'Collects block hashes for fun.' })).toBe(false)
    expect(isLikelySpamNft({ name: 'Portico Pals #9', description: 'See portico.example' })).toBe(false)
  })
})
