import { createHash } from 'node:crypto'
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import {
  DEVNET_SOLANA_CAIP_NETWORK_ID,
  DEVNET_SOLANA_GENESIS_HASH,
  devnetSolanaAccounts,
  devnetSolanaFaucet,
  devnetSolanaToken,
  devnetSolanaTokens,
} from './devnetSolanaFixtures.ts'

function seedOf(label: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`portico devnet solana ${label}`).digest())
}

async function addressOf(seed: Uint8Array): Promise<string> {
  return (await createKeyPairSignerFromPrivateKeyBytes(seed)).address
}

describe('devnetSolanaFixtures', () => {
  it('are the keys of sha256("portico devnet solana account <index>"), in index order', async () => {
    expect(devnetSolanaAccounts.map((a) => a.index)).toEqual([0, 1, 2, 3, 4])
    for (const account of devnetSolanaAccounts) {
      const seed = seedOf(`account ${account.index}`)
      expect(account.privateKey).toBe(Buffer.from(seed).toString('hex'))
      expect(account.address).toBe(await addressOf(seed))
    }
    expect(devnetSolanaFaucet.address).toBe(await addressOf(seedOf('faucet')))
  })

  it('derive each mint address from its symbol and give PASS a supply of one, held by account 1', async () => {
    for (const token of devnetSolanaTokens) {
      expect(token.address).toBe(await addressOf(seedOf(`mint ${token.symbol}`)))
      const given = Object.values(token.holdings).reduce((a, b) => a + b, 0n)
      expect(given).toBeLessThanOrEqual(token.supply)
    }
    expect(devnetSolanaToken('PASS')).toMatchObject({ decimals: 0, supply: 1n, holdings: { 1: 1n } })
    expect(devnetSolanaToken('PUSD').decimals).toBe(6)
  })

  it('name the chain by its genesis hash (CAIP-2: the first 32 characters)', () => {
    const hash = createHash('sha256').update('portico devnet solana genesis').digest()
    expect(Buffer.from(hash).length).toBe(32)
    expect(DEVNET_SOLANA_CAIP_NETWORK_ID).toBe(`solana:${DEVNET_SOLANA_GENESIS_HASH.slice(0, 32)}`)
  })
})
