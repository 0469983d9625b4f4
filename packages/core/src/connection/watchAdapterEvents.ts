import { parseCaipNetworkId, type PorticoError } from '@portico/common'
import type { ChainAdapter } from '../adapters/ChainAdapter.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { applyWalletAccount } from './applyWalletAccount.ts'
import { disconnect } from './disconnect.ts'

/**
 * Follows the connected wallet through its adapter: a new account or chain updates the account (and its
 * balance); the adapter's `disconnect` disconnects the namespace.
 *
 * @returns A function that stops listening.
 *
 * @example
 * const stop = watchAdapterEvents(context, adapter)
 */
export function watchAdapterEvents(context: CoreContext, adapter: ChainAdapter): () => void {
  const chainIdNow = () => {
    const { caipAddress } = context.stores.account.getState()
    return caipAddress ? Number(caipAddress.split(':')[1]) : undefined
  }
  const stops = [
    adapter.on('accountsChanged', ({ address }) => {
      const chainId = chainIdNow()
      if (chainId !== undefined) applyWalletAccount(context, { address, chainId })
    }),
    adapter.on('chainChanged', ({ caipNetworkId }) => {
      const { address } = context.stores.account.getState()
      if (address)
        applyWalletAccount(context, { address, chainId: Number(parseCaipNetworkId(caipNetworkId).reference) })
    }),
    adapter.on('disconnect', () => {
      // The failure is tracked as DISCONNECT_ERROR by disconnect; it is kept for the Connect view too.
      disconnect(context, { namespace: adapter.namespace }).catch((error: unknown) =>
        context.stores.connection.setState({ error: error as PorticoError }),
      )
    }),
  ]
  return () => stops.forEach((stop) => stop())
}
