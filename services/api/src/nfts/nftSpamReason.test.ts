import { describe, expect, it } from 'vitest'
import { nftSpamReason, type NftSpamFacts } from './nftSpamReason.ts'

const facts = (overrides: Partial<NftSpamFacts>): NftSpamFacts => ({
  name: 'Pal #2',
  description: 'Collects block hashes for fun.',
  collectionName: 'Portico Pals',
  indexedSpam: false,
  ...overrides,
})

describe('nftSpamReason', () => {
  it.each([
    [{}, null],
    [{ name: 'Bored Ape #4412', collectionName: 'BoredApeYachtClub' }, null],
    [{ name: 'Sunset over the harbour', description: 'Oil on canvas, 2021. More at artist.com' }, null],
    [{ name: 'Reward Token #1', description: null }, 'name offers a reward'],
    [{ indexedSpam: true }, 'flagged by the indexer'],
    [{ name: 'Visit uniswap-bonus.xyz' }, 'name holds a link'],
    [{ name: 'https://claim-eth.io' }, 'name holds a link'],
    [{ collectionName: 'www.free-nft.com' }, 'name holds a link'],
    [{ name: 'Claim your AIRDROP' }, 'name offers a reward'],
    [{ name: '$5,000 USDC' }, 'name offers a reward'],
    [{ name: '5000 USDT' }, 'name offers a reward'],
    [{ name: 'FREE 10,000 PUSD VOUCHER' }, 'name offers a reward'],
    [{ collectionName: 'Giveaway Pass' }, 'name offers a reward'],
    [
      { name: 'Pass #1', description: 'You are eligible! Redeem at portico-rewards.example' },
      'description sends to a site to claim',
    ],
    [{ name: 'Pass #1', description: 'You are eligible for nothing here.' }, null],
  ] as const)('%o → %s', (overrides, reason) => {
    expect(nftSpamReason(facts(overrides))).toBe(reason)
  })
})
