import { parseCaipAddress } from '@portico/common'
import type { EIP1193Provider } from 'viem'
import type { CoreContext } from '../client/coreContext.ts'
import { applyWalletAccount } from './applyWalletAccount.ts'
import { disconnect } from './disconnect.ts'
import { parseChainId } from './parseChainId.ts'

/** The connected account's chain id, read back from its CAIP address. */
function currentChainId(context: CoreContext): number | undefined {
  const { caipAddress } = context.stores.account.getState()
  return caipAddress ? Number(parseCaipAddress(caipAddress).reference) : undefined
}

/**
 * Follows the connected wallet: a new account or chain updates the account (and its balance); no account
 * left, or the wallet's `disconnect` event, disconnects. Reports the wallet sends in a shape we cannot read
 * are ignored, keeping the last good state.
 *
 * @returns A function that stops listening.
 *
 * @example
 * const stopWatching = watchProviderEvents(context, connector.provider)
 */
export function watchProviderEvents(context: CoreContext, provider: EIP1193Provider): () => void {
  const onAccountsChanged = (accounts: readonly string[]) => {
    const [address] = accounts
    const chainId = currentChainId(context)
    if (!address) return void disconnect(context, { namespace: 'eip155' })
    if (chainId === undefined) return
    try {
      applyWalletAccount(context, { address, chainId })
    } catch {
      // Not an address: keep the account we have.
    }
  }
  const onChainChanged = (chainIdValue: string) => {
    const { address } = context.stores.account.getState()
    if (!address) return
    try {
      applyWalletAccount(context, { address, chainId: parseChainId(chainIdValue) })
    } catch {
      // Not a chain id: keep the network we have.
    }
  }
  const onDisconnect = () => void disconnect(context, { namespace: 'eip155' })

  provider.on('accountsChanged', onAccountsChanged)
  provider.on('chainChanged', onChainChanged)
  provider.on('disconnect', onDisconnect)
  return () => {
    provider.removeListener('accountsChanged', onAccountsChanged)
    provider.removeListener('chainChanged', onChainChanged)
    provider.removeListener('disconnect', onDisconnect)
  }
}
