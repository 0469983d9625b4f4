import { SignClientNotInitializedError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import type { WalletConnectConnector } from './walletConnectConnector.ts'

/**
 * The instance's WalletConnect connector, loading it on first use.
 *
 * @throws {SignClientNotInitializedError} 'Sign Client not initialized' (§8) when the UI layer gave no loader.
 *
 * @example
 * const connector = await getWalletConnectConnector(context)
 */
export function getWalletConnectConnector(context: CoreContext): Promise<WalletConnectConnector> {
  if (!context.walletConnect) return Promise.reject(new SignClientNotInitializedError())
  return context.walletConnect()
}
