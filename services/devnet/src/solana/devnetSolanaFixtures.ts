// Browser-safe facts about the local Solana chain (exported by ../manifest.ts): literals only, no imports.

/**
 * The chain's genesis hash (base58 of sha256('portico devnet solana genesis')); fixed so the CAIP-2 id is too.
 *
 * @example
 * await rpc.getGenesisHash().send() // DEVNET_SOLANA_GENESIS_HASH
 */
export const DEVNET_SOLANA_GENESIS_HASH = 'MWvC9BJR4eFUNR8etdPPMcoAFpupFEfUxmZUmtRKS4Q'

/**
 * The chain's CAIP-2 id: `solana:` and the genesis hash's first 32 characters (CAIP-30).
 *
 * @example
 * `${DEVNET_SOLANA_CAIP_NETWORK_ID}:${devnetSolanaAccounts[1].address}` // a CAIP-10 account id
 */
export const DEVNET_SOLANA_CAIP_NETWORK_ID = 'solana:MWvC9BJR4eFUNR8etdPPMcoAFpupFEfU'

/** The RPC port the stack gives the chain (WebSocket on the next port, as @solana/web3.js v1 assumes). */
export const DEVNET_SOLANA_DEFAULT_PORT = 8899

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n

/** One funded account of the local Solana chain: its fixed ed25519 key and its address. */
export interface DevnetSolanaAccount {
  /** Position in {@link devnetSolanaAccounts}. */
  index: number
  /** Base58 address (the ed25519 public key). */
  address: string
  /** The 32-byte ed25519 private key (the seed), hex without 0x: sha256('portico devnet solana account <index>'). */
  privateKey: string
}

/** SOL each fixture account holds at start. */
export const DEVNET_SOLANA_ACCOUNT_BALANCE_SOL = 1_000n

/**
 * The five accounts the Solana chain funds with 1,000 SOL each. Account 0 is every fixture mint's authority and
 * keeps what the holders were not given; accounts 1..4 hold tokens, and account 1 holds the pass (the NFT-like
 * mint). Literal values so browser code needs no key derivation; a test derives them again from the seeds.
 *
 * @example
 * const signer = await createKeyPairSignerFromPrivateKeyBytes(hexToBytes(devnetSolanaAccounts[1].privateKey))
 * signer.address // devnetSolanaAccounts[1].address
 */
export const devnetSolanaAccounts: readonly DevnetSolanaAccount[] = [
  [
    '2U1uZmiwfq7uTwC2EAeHKymXSJ74oXjTyUxahdYLKdfF',
    '976e0eecf5e04d7007d1b1f879079ea1e3f265b6720e2f14389ef977c00a9984',
  ],
  [
    '2J3qnCeHkW35t9Raz6auUKfPnun9fXe2zjXopVG3Xac2',
    'a404000554b37de5f24dcc00ec611d67224cf3f4ed563b36254dd3617ec727be',
  ],
  [
    'Ea27LYjQvGjr7UiSEE4xNKVDKP2xct8AdAnUoFBn8RNz',
    '9a6b9fccc0581cb2dc395190776e1b13978fc9716a8dda89c27b666f87cdaa60',
  ],
  [
    'BebTYireoxXds1kTT3t6KFChMHqCuvcxAxHCyurkNwfJ',
    '24714ab588e82a3ddca52c4c024960f8a8c420486c3554fde987ba5503349af1',
  ],
  [
    '22KEJkyhFB2RJxSxWYx2DyQKBAC7YT5iSYV9MoT5MWj8',
    '3d21d1e3500728d3ea2b7e3dc4b9efefe7f7dd380be26d686e08aa3af253c5ab',
  ],
].map(([address, privateKey], index) => ({ index, address: address!, privateKey: privateKey! }))

/**
 * The faucet that pays `requestAirdrop` (sha256('portico devnet solana faucet')): airdrops are ordinary transfers
 * from it, so they show in history like any other transaction.
 */
export const devnetSolanaFaucet: DevnetSolanaAccount = {
  index: -1,
  address: 'J3RaNyjZ4mwDBsEdRqzW3wtYtEPbfk2A9BJdkyxGXf8y',
  privateKey: 'cf9f7dcd91cfdc724a7eac8a9acea30bfa5ec84c10e82d2aff2e11b2be69234c',
}

/** The SPL Token program. */
export const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** The Token-2022 (Token Extensions) program. */
export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM_ADDRESS = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** Symbols of the Solana chain's fixture mints. */
export type DevnetSolanaTokenSymbol = 'PUSD' | 'PT22' | 'PASS'

/** A fixture mint of the local Solana chain and what each holder gets. */
export interface DevnetSolanaToken {
  /** Mint address (an ed25519 key from sha256('portico devnet solana mint <symbol>')). */
  address: string
  /** The program that owns the mint: SPL Token or Token-2022. */
  programAddress: string
  name: string
  symbol: DevnetSolanaTokenSymbol
  decimals: number
  /** Supply in base units; account 0 (the mint authority) keeps what is not in {@link holdings}. */
  supply: bigint
  /** Base units per holder, by fixture account index, each in that holder's associated token account. */
  holdings: Readonly<Record<number, bigint>>
  /** The mint authority's address, or null when no more can be minted. */
  mintAuthority: string | null
}

/**
 * The fixture mints: PUSD (SPL Token, 6 decimals; 25,000 to each of accounts 1..4), PT22 (Token-2022,
 * 9 decimals; 1,000 to each of accounts 1..4) and PASS (SPL Token, 0 decimals, supply 1, held by account 1 and
 * with no mint authority: NFT-like). Token metadata (name, symbol) is not on chain: there is no metadata program.
 *
 * @example
 * const pusd = devnetSolanaTokens.find((t) => t.symbol === 'PUSD')! // { decimals: 6, ... }
 */
export const devnetSolanaTokens: readonly DevnetSolanaToken[] = [
  {
    address: 'AuW6pMJWcQR3a7ojUDDQ4SCxv39QiFTowodkzSJKj2XM',
    programAddress: TOKEN_PROGRAM_ADDRESS,
    name: 'Portico USD',
    symbol: 'PUSD',
    decimals: 6,
    supply: 1_000_000_000_000n,
    holdings: { 1: 25_000_000_000n, 2: 25_000_000_000n, 3: 25_000_000_000n, 4: 25_000_000_000n },
    mintAuthority: devnetSolanaAccounts[0]!.address,
  },
  {
    address: '7HSs9BtrC5WEoQfdDTUguEzfXWv5htDdacmbi7XHhQvY',
    programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    name: 'Portico Token 2022',
    symbol: 'PT22',
    decimals: 9,
    supply: 1_000_000_000_000_000n,
    holdings: {
      1: 1_000_000_000_000n,
      2: 1_000_000_000_000n,
      3: 1_000_000_000_000n,
      4: 1_000_000_000_000n,
    },
    mintAuthority: devnetSolanaAccounts[0]!.address,
  },
  {
    address: '62Jthhoz4VMp8q4oi1og8mPxd2PSHwSGRsfy9fRTXMGB',
    programAddress: TOKEN_PROGRAM_ADDRESS,
    name: 'Portico Pass',
    symbol: 'PASS',
    decimals: 0,
    supply: 1n,
    holdings: { 1: 1n },
    mintAuthority: null,
  },
]

/**
 * Looks up a fixture mint by symbol.
 *
 * @example
 * devnetSolanaToken('PT22').programAddress // TOKEN_2022_PROGRAM_ADDRESS
 */
export function devnetSolanaToken(symbol: DevnetSolanaTokenSymbol): DevnetSolanaToken {
  const token = devnetSolanaTokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`The Solana devnet has no token ${symbol}`)
  return token
}
