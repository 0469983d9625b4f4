// Browser-safe facts about the devnet's Farcaster IdRegistry: manifest.ts re-exports this file.
import { getContractAddress, parseAbi, type Address } from 'viem'
import type { DevnetAccount } from '../fixtures/devnetAccounts.ts'

/**
 * Key index 12 of the devnet mnemonic deploys the IdRegistry on chain 31337 and registers its fids: its own
 * nonce gives the registry's address, so account 0's fixtures never move it. anvil does not fund it; the deploy
 * does. Literal values so browser code needs no key derivation; a test derives them again.
 */
export const devnetFarcasterDeployer: DevnetAccount = {
  index: 12,
  address: '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
  privateKey: '0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1',
}

/**
 * The devnet's Farcaster account: fid 1, whose custody key (index 13 of the mnemonic) signs Sign In With
 * Farcaster messages in the reference web wallet. It sends no transaction and holds nothing.
 */
export const devnetFarcasterAccount = {
  fid: 1,
  username: 'portico-dev',
  displayName: 'Portico Dev',
  custody: {
    index: 13,
    address: '0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec',
    privateKey: '0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd',
  } satisfies DevnetAccount,
} as const

/** Where the devnet's IdRegistry lives (chain 31337 only): the deployer's first contract. */
export const devnetFarcaster: { chainId: 31337; idRegistry: Address } = {
  chainId: 31337,
  idRegistry: getContractAddress({ from: devnetFarcasterDeployer.address, nonce: 0n }),
}

/** The IdRegistry functions Sign In With Farcaster reads, as Farcaster's contract declares them. */
export const idRegistryReadAbi = parseAbi([
  'function custodyOf(uint256 fid) view returns (address)',
  'function idOf(address owner) view returns (uint256)',
])
