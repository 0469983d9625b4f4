import type { ChainNamespace } from '@portico/common'
import type { EIP1193Provider } from 'viem'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useStoreSnapshot } from './useStoreSnapshot.ts'

/** What {@link useAppKitProvider} returns (AppKit's shape). */
export interface UseAppKitProviderReturnType<Provider = EIP1193Provider> {
  /** The connected wallet's provider for the namespace; `undefined` when it is not connected. */
  walletProvider: Provider | undefined
  /** Connector kind behind it, e.g. `ANNOUNCED`, `WALLET_CONNECT` or `AUTH`. */
  walletProviderType: string | undefined
}

/**
 * The provider of the wallet connected for `namespace`, to send requests yourself (e.g. with viem); the type
 * parameter names the provider type, as in AppKit.
 *
 * @example
 * const { walletProvider } = useAppKitProvider('eip155')
 * const client = walletProvider && createWalletClient({ transport: custom(walletProvider) })
 */
export function useAppKitProvider<Provider = EIP1193Provider>(
  namespace: ChainNamespace,
): UseAppKitProviderReturnType<Provider> {
  const { connections } = useStoreSnapshot(useAppKitInstance().stores.connection)
  const record = connections[namespace]
  // AppKit lets the app name its provider type (e.g. a Solana provider); the object is the wallet's own.
  return {
    walletProvider: record?.provider as Provider | undefined,
    walletProviderType: record?.connectorType,
  }
}
