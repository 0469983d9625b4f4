import { switchEvmChain, type AdapterSwitchNetworkParameters } from '@portico/core'
import { setSessionChain } from '../events/setSessionChain.ts'
import { requireProvider, type EthersAdapterSession } from '../session.ts'

/** Parameters of {@link switchNetwork}. */
export type SwitchNetworkParameters = AdapterSwitchNetworkParameters

/**
 * Moves the wallet to `caipNetwork` with EIP-3326 `wallet_switchEthereumChain` under the §5 rule; a wallet that
 * does not know the chain (4902) is offered it with `wallet_addEthereumChain` and asked again. On success the
 * adapter reports `chainChanged` (once, even if the wallet reports it too).
 *
 * @throws {SwitchChainNotApprovedError} when §5 forbids the switch or the wallet fails it (§8 exact message).
 * @throws {UserRejectedRequestError} when the person declines (4001).
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * await switchNetwork(session, { caipNetwork: porticoDevnetTwo })
 */
export async function switchNetwork(
  session: EthersAdapterSession,
  { caipNetwork, provider: given, approvedChains, walletMethods }: SwitchNetworkParameters,
): Promise<void> {
  const provider = requireProvider(session, given)
  const chainId = await switchEvmChain(provider, caipNetwork, { approvedChains, walletMethods })
  if (provider === session.provider) setSessionChain(session, chainId)
}
