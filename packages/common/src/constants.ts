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
