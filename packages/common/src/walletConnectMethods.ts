// Kept apart from rpcMethods.ts: only the WalletConnect connector needs this list, and the host page's code
// must not carry it.

/**
 * §9: the 23 eip155 methods a WalletConnect session asks the wallet for: signing (6), sending (2),
 * EIP-5792 calls and capabilities (4), ERC-7715 permissions (2), assets (1), chain and token management (3),
 * wallet UI helpers (2), EIP-2255 permissions (2) and accounts (1).
 *
 * @example
 * WALLET_CONNECT_EIP155_METHODS.length // 23
 */
export const WALLET_CONNECT_EIP155_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendRawTransaction',
  'eth_sendTransaction',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_showCallsStatus',
  'wallet_getCallsStatus',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_registerOnboarding',
  'wallet_requestPermissions',
  'wallet_getPermissions',
  'eth_accounts',
] as const
