import type { ChainNamespace } from '@portico/common'
import type { EIP1193Provider } from 'viem'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useStoreSnapshot } from './useStoreSnapshot.ts'

/** What {@link useAppKitProvider} returns (AppKit's shape). */
export interface UseAppKitProviderReturnType {
  /** The connected wallet's provider for the namespace; `undefined` when it is not connected. */
  walletProvider: EIP1193Provider | undefined
  /** Connector kind behind it, e.g. `ANNOUNCED`, `WALLET_CONNECT` or `AUTH`. */
  walletProviderType: string | undefined
}

/**
 * The provider of the wallet connected for `namespace`, to send requests yourself (e.g. with viem).
 *
 * @example
 * const { walletProvider } = useAppKitProvider('eip155')
 * const client = walletProvider && createWalletClient({ transport: custom(walletProvider) })
 */
export function useAppKitProvider(namespace: ChainNamespace): UseAppKitProviderReturnType {
  const { connections } = useStoreSnapshot(useAppKitInstance().stores.connection)
  const record = connections[namespace]
  return { walletProvider: record?.provider, walletProviderType: record?.connectorType }
}
