// §9 business constants that more than one package reads. Each value is quoted from the spec.

/** §9: "Default number format 2 decimals". */
export const DEFAULT_NUMBER_DECIMALS = 2

/** §2: addresses are shown with 4 leading characters… */
export const ADDRESS_CHARS_START = 4
/** …and 6 trailing characters (§2). */
export const ADDRESS_CHARS_END = 6

/** §2: balance shown for test networks and unsupported chains. */
export const TESTNET_BALANCE = '0.00'

/** §9: the generated avatar uses 5 tints… */
export const AVATAR_TINT_COUNT = 5
/** …each 0.15 lighter than the one before (§9). */
export const AVATAR_TINT_STEP = 0.15

/** §9: "theme mode dark" is the default. */
export const DEFAULT_THEME_MODE = 'dark'

// ——— §9 timings and limits ———

/** §9: an email login is refused within 30 s of the last one. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** §9: portfolio and native balance caches live 30 s. */
export const BALANCE_CACHE_MS = 30_000
/** §9: name and identity caches live 5 min. */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** §9: after a failed balance fetch, retry is refused for 30 s. */
export const BALANCE_RETRY_BACKOFF_MS = 30_000
/** §9: recent wallets kept. */
export const RECENT_WALLETS_LIMIT = 2
/** §9: a toast re-opens 150 ms after the previous one closes. */
export const TOAST_REOPEN_DELAY_MS = 150
/** §9: the modal's shake lasts 500 ms. */
export const SHAKE_DURATION_MS = 500
/** §9: embedded-wallet connect-type requests time out after 30000 ms. */
export const EMBEDDED_CONNECT_TIMEOUT_MS = 30_000
/** §9: an unsupported-RPC-method message shows after 300 ms. */
export const ERROR_MESSAGE_DELAY_MS = 300
/** §9: the auth connector reloads 100 ms after leaving Farcaster. */
export const FARCASTER_RELOAD_DELAY_MS = 100
/** §9: image preloading races a 2 s timer. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
/** §4: a WalletConnect pairing lasts 4 minutes. */
export const PAIRING_DURATION_MS = 4 * 60_000
/** §4: a pairing counts as expired within 10 s of its expiry. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** §4: a new pairing may be retried after 1 s. */
export const PAIRING_RETRY_DELAY_MS = 1_000

// ——— §9 swaps ———

/** §9: swap provider fee, 0.85 %, as a fraction. */
export const SWAP_PROVIDER_FEE = 0.0085
/** §9: slippage tolerance (one reading: 1 %). */
export const SWAP_SLIPPAGE_TOLERANCE = 1
/** §9: gas units assumed for the USD gas estimate. */
export const SWAP_GAS_UNITS = 150_000
/** §9: eip155 chain ids where swaps are offered. */
export const SWAP_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]
/** §5: destination amounts show 6 decimals… */
export const SWAP_DESTINATION_DECIMALS = 6
/** …and 3 in messages (§5). */
export const SWAP_MESSAGE_DECIMALS = 3
/** §2: transaction amounts show 3 decimals. */
export const TRANSACTION_AMOUNT_DECIMALS = 3

// ——— §9 on-ramp ———

/** §9: fallback card limits in USD and EUR. */
export const ONRAMP_CARD_LIMITS = { min: '10.00', max: '7500.00' } as const
/** §9: fallback ACH bank-account limits in USD and EUR. */
export const ONRAMP_ACH_LIMITS = { min: '10.00', max: '25000.00' } as const
/** §9: fallback purchase currencies and the chain ids they are offered on. */
export const ONRAMP_FALLBACK_PURCHASE = { symbols: ['USDC', 'ETH'], chainIds: [1, 137] } as const
/** §9: on-ramp providers' fee range, percent. */
export const ONRAMP_FEE_RANGE_PERCENT = { min: 1, max: 2 } as const
/** §9: chains the card on-ramp offers, by provider network name. */
export const ONRAMP_CARD_NETWORKS: readonly string[] = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
]
/** §9: card on-ramp network used when the active one is not offered. */
export const ONRAMP_FALLBACK_NETWORK = 'ethereum'

// ——— §9 lists and pages ———

/** §9: pending transactions kept at most. */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** §9: featured wallets page size when no ids are given (otherwise the id count). */
export const FEATURED_WALLETS_DEFAULT = 4
/** §9: recommended wallets, page 1. */
export const RECOMMENDED_WALLETS_ENTRIES = 4
/** §9: full wallet list page size. */
export const WALLET_LIST_ENTRIES = 40
/** §9: wallet search page size. */
export const WALLET_SEARCH_ENTRIES = 100
/** §9: a search waits at least 300 ms. */
export const WALLET_SEARCH_MIN_WAIT_MS = 300
/** §9: wallet images fetched for each list page. */
export const WALLET_IMAGES_PREFETCHED = 20

// ——— §9 RPC ———

/** §9: JSON-RPC batch size. */
export const RPC_BATCH_SIZE = 1000
/** §9/§7: RPC timeout 10 s. */
export const RPC_TIMEOUT_MS = 10_000
/** §9: RPC client retries. */
export const RPC_RETRY_COUNT = 3
/** §9: first RPC retry delay, doubled each time. */
export const RPC_RETRY_DELAY_MS = 150
/** §9: RPC LRU cache entries. */
export const RPC_CACHE_SIZE = 8192
/** §9: fallback transport health check every 4 s. */
export const RPC_HEALTH_CHECK_MS = 4_000
/** §9: fallback ranking weight of stability… */
export const RPC_STABILITY_WEIGHT = 0.7
/** …and of latency (§9). */
export const RPC_LATENCY_WEIGHT = 0.3
/** §7: HTTP statuses the RPC client retries. */
export const RPC_RETRY_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]
/**
 * Ours, not the spec's: the longest `Retry-After` the RPC transport waits out, one request timeout (§9 10 s);
 * a URL asking for longer is skipped until then.
 */
export const RPC_RETRY_AFTER_MAX_MS = RPC_TIMEOUT_MS
/** §9: retry helper default delay. */
export const RETRY_DEFAULT_DELAY_MS = 100
/** §9: retry helper default retries. */
export const RETRY_DEFAULT_COUNT = 2
/** §9: multicall batch size in bytes. */
export const MULTICALL_BATCH_SIZE = 1024
/** §9: multicall wait before sending. */
export const MULTICALL_WAIT_MS = 0
/** §9: event emitter listener limit. */
export const EVENT_EMITTER_MAX_LISTENERS = 10
/** §9: default log level. */
export const DEFAULT_LOG_LEVEL = 'error'
/** §9: log buffer size, about 1,024,000 bytes. */
export const LOG_BUFFER_BYTES = 1_024_000

// ——— §9 appearance ———

/** §9: accent colour, light theme. */
export const ACCENT_LIGHT = 'hsla(231, 100%, 70%, 1)'
/** §9: accent colour, dark theme. */
export const ACCENT_DARK = 'hsla(230, 100%, 67%, 1)'
/** §9: background, light theme. */
export const BACKGROUND_LIGHT = '#ffffff'
/** §9: background, dark theme. */
export const BACKGROUND_DARK = '#121313'
/** §9: modal width in px. */
export const MODAL_WIDTH_PX = 360
/** §9: header text animation. */
export const HEADER_TEXT_ANIMATION_MS = 120
/** §9: modal height animation. */
export const MODAL_HEIGHT_ANIMATION_MS = 150
/** §9: view transition. */
export const VIEW_TRANSITION_MS = 150
/** §9: time constants: 1 s, 3 s, 5 s, 10 s, 4 minutes and a day of 86400 s. */
export const TIME_MS = {
  oneSecond: 1_000,
  threeSeconds: 3_000,
  fiveSeconds: 5_000,
  tenSeconds: 10_000,
  fourMinutes: 4 * 60_000,
  oneDay: 86_400_000,
} as const

// ——— §5 and §9 defaults ———

/** §5: an account name has at least 4 characters. */
export const ACCOUNT_NAME_MIN_LENGTH = 4
/** §5: the name-service coin type derives from an EVM chain id below 2^31. */
export const COIN_TYPE_CHAIN_ID_LIMIT = 2 ** 31
/** §5: name suffixes, current and legacy. */
export const NAME_SUFFIXES: readonly string[] = ['.reown.id', '.wcn.id']
/** §9: default connect order. */
export const DEFAULT_CONNECT_ORDER: readonly string[] = ['email', 'social', 'wallet']
/** §9: default connector order. */
export const DEFAULT_CONNECTOR_ORDER: readonly string[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]
/** §9: default wallet feature order. */
export const DEFAULT_WALLET_FEATURE_ORDER: readonly string[] = ['onramp', 'swaps', 'receive', 'send']
/** §9: default social logins, in order. */
export const DEFAULT_SOCIAL_LOGINS: readonly string[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]
/** §9: label of the connect-in-a-new-tab action. */
export const CONNECT_IN_NEW_TAB_LABEL = 'Open and continue in a new browser tab'
/** §3: local storage keys start with this prefix. */
export const STORAGE_KEY_PREFIX = '@appkit/'
