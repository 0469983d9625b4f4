import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { devnetAccounts } from '@portico/devnet/manifest'
import { hexToBytes, type Hex } from 'viem'

/** A devnet account's Solana key: its EVM private key used as the ed25519 seed (devnet keys only). */
export interface SolanaAccount {
  /** Base58 public key, the Solana address. */
  address: string
  /** The 32-byte ed25519 seed. */
  secretKey: Uint8Array
}

/**
 * The Solana account of a devnet key: the same 32 bytes as an ed25519 seed, so every devnet account has one
 * Solana address too (a development convenience; real wallets derive Solana keys on their own path).
 *
 * @example
 * solanaAccountOf(devnetAccounts[0].privateKey).address // base58 public key
 */
export function solanaAccountOf(privateKey: Hex): SolanaAccount {
  const secretKey = hexToBytes(privateKey)
  return { address: base58.encode(ed25519.getPublicKey(secretKey)), secretKey }
}

/** The devnet accounts' Solana accounts, in manifest order (index matches `walletAccounts`). */
export const solanaAccounts: readonly SolanaAccount[] = devnetAccounts.map((account) =>
  solanaAccountOf(account.privateKey),
)

/**
 * Signs a Solana message (the bytes behind `message`, base58 as WalletConnect's `solana_signMessage` sends them)
 * and returns the base58 ed25519 signature.
 *
 * @example
 * signSolanaMessage(solanaAccounts[0], base58.encode(new TextEncoder().encode('hi')))
 */
export function signSolanaMessage(account: SolanaAccount, message: string): string {
  return base58.encode(ed25519.sign(base58.decode(message), account.secretKey))
}
