import { devnetFarcasterAccount } from '@portico/devnet/manifest'
import type { FarcasterWalletAccount } from './approveSiwfRequest.ts'

/** The web wallet's Farcaster settings: the relay it answers on and the account it signs in as. */
export interface FarcasterWalletConfig {
  /** `VITE_PORTICO_FARCASTER_RELAY_URL`, default `http://127.0.0.1:8792` (the stack's Farcaster relay). */
  relayUrl: string
  /** The devnet's Farcaster account (fid 1), whose custody key is a public devnet key. */
  account: FarcasterWalletAccount
}

/**
 * Reads the Farcaster settings from Vite's env.
 *
 * @example
 * readFarcasterWalletConfig(import.meta.env).account.fid // 1
 */
export function readFarcasterWalletConfig(env: Partial<Record<string, unknown>>): FarcasterWalletConfig {
  const relay = env.VITE_PORTICO_FARCASTER_RELAY_URL
  return {
    relayUrl: typeof relay === 'string' && relay.trim() !== '' ? relay.trim() : 'http://127.0.0.1:8792',
    account: {
      fid: devnetFarcasterAccount.fid,
      username: devnetFarcasterAccount.username,
      displayName: devnetFarcasterAccount.displayName,
      custodyPrivateKey: devnetFarcasterAccount.custody.privateKey,
    },
  }
}
