import type { AdapterSwitchNetworkParameters } from '../adapters/chainAdapterParameters.ts'
import { switchEvmChain } from '../chain/switchEvmChain.ts'
import { requireProvider, setSessionChain, type Eip1193AdapterSession } from './eip1193AdapterSession.ts'

/**
 * Moves the wallet to `caipNetwork` with core's {@link switchEvmChain} (EIP-3326 under the §5 rule; a chain the
 * wallet does not know, 4902, is offered with `wallet_addEthereumChain` and the switch asked again). On success
 * the adapter reports `chainChanged` (once, even if the wallet reports it too).
 *
 * @throws {SwitchChainNotApprovedError} when §5 forbids the switch or the wallet fails it (§8 exact message).
 * @throws {UserRejectedRequestError} when the person declines (4001).
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * await switchWalletNetwork(session, { caipNetwork: porticoDevnetTwo })
 */
export async function switchWalletNetwork(
  session: Eip1193AdapterSession,
  { caipNetwork, provider: given, approvedChains, walletMethods }: AdapterSwitchNetworkParameters,
): Promise<void> {
  const provider = requireProvider(session, given)
  const chainId = await switchEvmChain(provider, caipNetwork, { approvedChains, walletMethods })
  if (provider === session.provider) setSessionChain(session, chainId)
}
