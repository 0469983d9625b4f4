import { NamespaceNotConfiguredError, NetworkNotFoundError, type CaipNetwork } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { applyWalletAccount } from '../connection/applyWalletAccount.ts'
import { findAdapter } from '../connection/findAdapter.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { resetSendDraft } from '../send/resetSendDraft.ts'
import { STORAGE_KEYS } from '../storage/storageKeys.ts'
import { switchEvmChain } from './switchEvmChain.ts'

/** Core's own eip155 switch (no adapter configured): EIP-3326 with the 4902 → EIP-3085 fallback. */
async function switchInjected(context: CoreContext, network: CaipNetwork): Promise<void> {
  const { provider } = context.stores.connection.getState()
  if (provider) await switchEvmChain(provider, network)
}

/** Whether `namespace` can be used: it has an adapter, or it is eip155, which core serves itself (§5). */
function isConfigured(context: CoreContext, namespace: CaipNetwork['chainNamespace']): boolean {
  return namespace === 'eip155' || findAdapter(context, namespace) !== undefined
}

/**
 * Makes `network` the active one. §4: within the connected namespace the wallet is asked through the adapter
 * (or core's EIP-3326 request without one); across namespaces a connected namespace becomes the active one,
 * and with the embedded wallet it reconnects on the new chain, falling back to the adapter on failure; when
 * nothing is connected only the active network changes. Switching resets the send draft, stores the active
 * network and tracks SWITCH_NETWORK.
 *
 * @throws {NetworkNotFoundError} §5: switching needs a network the app lists.
 * @throws {NamespaceNotConfiguredError} §5: the namespace needs an adapter.
 * @throws {SwitchChainNotApprovedError | UserRejectedRequestError} when the wallet refuses.
 *
 * @example
 * await switchNetwork(context, porticoDevnetTwo)
 */
export async function switchNetwork(context: CoreContext, network: CaipNetwork): Promise<void> {
  const { chain, connection, account } = context.stores
  const listed = chain
    .getState()
    .networks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
  if (!listed) throw new NetworkNotFoundError()
  const namespace = listed.chainNamespace
  if (!isConfigured(context, namespace)) throw new NamespaceNotConfiguredError({ namespace })

  const activeNamespace = account.getState().caipAddress?.split(':')[0]
  const record = connection.getState().connections[namespace]
  if (
    record &&
    activeNamespace !== undefined &&
    activeNamespace !== namespace &&
    context.authConnector?.switchNetwork
  ) {
    // §4: across namespaces the embedded wallet reconnects on the new chain; on failure the adapter is used.
    try {
      await context.authConnector.switchNetwork(listed)
    } catch (error) {
      if (!record.adapter) throw error
      await record.adapter.switchNetwork({ caipNetwork: listed, provider: record.provider })
    }
  } else if (record) {
    if (record.adapter) await record.adapter.switchNetwork({ caipNetwork: listed, provider: record.provider })
    else await switchInjected(context, listed)
  }

  resetSendDraft(context)
  const address = record?.caipAddress.split(':')[2]
  if (record && address !== undefined && namespace === 'eip155') {
    applyWalletAccount(context, { address, chainId: Number(listed.id) })
  } else if (record && address !== undefined) {
    account.setState({ status: 'connected', address, caipAddress: `${listed.caipNetworkId}:${address}` })
    chain.setState({ activeNetwork: listed })
  } else {
    chain.setState({ activeNetwork: listed })
    context.storage.setItem(STORAGE_KEYS.activeCaipNetworkId, listed.caipNetworkId)
  }
  context.storage.setItem(STORAGE_KEYS.activeNamespace, namespace)
  trackEvent(context, {
    type: 'track',
    event: 'SWITCH_NETWORK',
    properties: { network: listed.caipNetworkId },
  })
}
