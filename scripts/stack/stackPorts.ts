/** Ports of one local stack; `offset` lets tests run a stack beside a developer's `npm start`. */
export interface StackPorts {
  devnet: number
  devnetTwo: number
  /** Chain 31339, the devnet chain deployed differently (ADR 0004). */
  devnetThree: number
  api: number
  /** The WalletConnect relay (WebSocket). */
  relay: number
  demo: number
  /** The reference web wallet. */
  wallet: number
  /** The embedded wallet's secure site (its own origin, cross-site from the demo). */
  secureSite: number
  /** The development mail catcher: SMTP in … */
  smtp: number
  /** … and its inbox page and JSON. */
  mailInbox: number
  /** The development OpenID Connect provider behind every social login. */
  oidc: number
  /** The Farcaster auth relay (Sign In With Farcaster, ADR 0022). */
  farcasterRelay: number
  /** The local Solana chain's JSON-RPC; its PubSub WebSocket is the next port (web3.js v1 assumes RPC + 1). */
  solana: number
}

/**
 * The ports of a stack shifted by `offset` (default from `PORTICO_PORT_OFFSET`).
 *
 * @example
 * stackPorts(10_000) // { devnet: 18545, …, demo: 15173, wallet: 15174, secureSite: 18789, smtp: 12525, mailInbox: 18790, oidc: 18791, farcasterRelay: 18792, solana: 18899 }
 */
export function stackPorts(offset = Number(process.env.PORTICO_PORT_OFFSET ?? 0)): StackPorts {
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`PORTICO_PORT_OFFSET must be an integer from 0 to 50000, got '${offset}'`)
  }
  return {
    devnet: 8545 + offset,
    devnetTwo: 8546 + offset,
    devnetThree: 8547 + offset,
    api: 8787 + offset,
    relay: 8788 + offset,
    demo: 5173 + offset,
    wallet: 5174 + offset,
    secureSite: 8789 + offset,
    smtp: 2525 + offset,
    mailInbox: 8790 + offset,
    oidc: 8791 + offset,
    farcasterRelay: 8792 + offset,
    solana: 8899 + offset,
  }
}
