import { createHash } from 'node:crypto'

// Fixed so ids never change between releases; they are ours, not copied from any other registry.
const WALLET_ID_PREFIX = 'portico-wallet:'

/** A wallet id: 64 lower-case hexadecimal characters. */
export const WALLET_ID_PATTERN = /^[0-9a-f]{64}$/

/**
 * The stable id of a catalogue wallet: sha256 of a fixed prefix and the wallet's name, in hex.
 *
 * @example
 * walletIdFor('MetaMask') // '…' (64 hex characters, the same on every run)
 */
export function walletIdFor(name: string): string {
  return createHash('sha256').update(`${WALLET_ID_PREFIX}${name}`).digest('hex')
}
