import { STORAGE_KEY_PREFIX, type ChainNamespace } from '@portico/common'

/**
 * §3 local-storage keys, all under the `@appkit/` prefix.
 *
 * @example
 * localStorage.getItem(STORAGE_KEYS.activeCaipNetworkId) // 'eip155:1'
 */
export const STORAGE_KEYS = {
  /** Id of the wallet last connected. */
  walletId: `${STORAGE_KEY_PREFIX}wallet_id`,
  /** Name of the wallet last connected. */
  walletName: `${STORAGE_KEY_PREFIX}wallet_name`,
  /** CAIP-2 id of the active network. */
  activeCaipNetworkId: `${STORAGE_KEY_PREFIX}active_caip_network_id`,
  /** Active chain namespace. */
  activeNamespace: `${STORAGE_KEY_PREFIX}active_namespace`,
  /** Connected namespaces, comma-separated (§3). */
  connectedNamespaces: `${STORAGE_KEY_PREFIX}connected_namespaces`,
  /** Connection status. */
  connectionStatus: `${STORAGE_KEY_PREFIX}connection_status`,
  /** Recently used wallets, at most 2 (§3). */
  recentWallets: `${STORAGE_KEY_PREFIX}recent_wallets`,
  /** Social provider of the embedded wallet. */
  connectedSocialProvider: `${STORAGE_KEY_PREFIX}connected_social`,
  /** Sign-in auth token. */
  authToken: `${STORAGE_KEY_PREFIX}auth_token`,
  /** Sign-in nonce. */
  authNonce: `${STORAGE_KEY_PREFIX}auth_nonce`,
  /** The wallet deep link chosen, `{ href, name }`. */
  walletDeepLink: `${STORAGE_KEY_PREFIX}deeplink_choice`,
  /** Portfolio balance cache by CAIP address. */
  portfolioCache: `${STORAGE_KEY_PREFIX}portfolio_cache`,
  /** Native balance cache by CAIP address. */
  nativeBalanceCache: `${STORAGE_KEY_PREFIX}native_balance_cache`,
  /** Name cache by address. */
  nameCache: `${STORAGE_KEY_PREFIX}name_cache`,
  /** Identity (avatar, name) cache by address. */
  identityCache: `${STORAGE_KEY_PREFIX}identity_cache`,
  /** The Connect view's registry wallets (featured, recommended, count), kept a day (issue 19). */
  walletListCache: `${STORAGE_KEY_PREFIX}wallet_list_cache`,
} as const

/**
 * §3: the connected connector id is stored per namespace.
 *
 * @example
 * connectedConnectorIdKey('eip155') // '@appkit/eip155:connected_connector_id'
 */
export function connectedConnectorIdKey(namespace: ChainNamespace): string {
  return `${STORAGE_KEY_PREFIX}${namespace}:connected_connector_id`
}
