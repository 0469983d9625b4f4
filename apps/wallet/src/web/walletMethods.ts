/** JSON-RPC methods the web wallet answers over WalletConnect. */
export const supportedMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_getCapabilities',
] as const

/** One of {@link supportedMethods}. */
export type SupportedMethod = (typeof supportedMethods)[number]

/** Session events the wallet emits to every dapp. */
export const supportedEvents = ['accountsChanged', 'chainChanged'] as const

/** Methods that need the person's Approve; the others are answered without asking. */
export const methodsNeedingApproval: readonly string[] = [
  'personal_sign',
  'solana_signMessage',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
]

/**
 * Whether the wallet answers `method`.
 *
 * @example
 * isSupportedMethod('eth_sign') // false
 */
export function isSupportedMethod(method: string): method is SupportedMethod {
  return (supportedMethods as readonly string[]).includes(method)
}
