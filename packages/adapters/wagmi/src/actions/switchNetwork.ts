import { SwitchChainNotApprovedError, UserRejectedRequestError } from '@portico/common'
import { rpcCodeOf, switchEvmChain, type AdapterSwitchNetworkParameters } from '@portico/core'
import { switchChain, type Connector } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { requireConnection, type WagmiSession } from '../session.ts'

/**
 * Whether the adapter moves this connector's wallet itself, with core's `switchEvmChain` on its EIP-1193 provider:
 * injected wallets (EIP-6963 ones too) and Portico's own connectors. wagmi's injected connector takes a chain
 * the wallet added (EIP-3085) but did not move to as a refusal, where every Portico adapter asks for the switch
 * again; other connectors (an app's Coinbase, Safe or mock connector) have their own ways and keep them.
 */
function switchedByProvider(session: WagmiSession, connector: Connector): boolean {
  return connector.type === 'injected' || session.bindings.has(connector.id)
}

/** §5 for connectors wagmi switches: the chain id in hex is approved, or the wallet has the switch method. */
function maySwitch(chainId: number, { approvedChains, walletMethods }: AdapterSwitchNetworkParameters) {
  const chainIdHex = `0x${chainId.toString(16)}`
  if (approvedChains?.some((approved) => approved.toLowerCase() === chainIdHex)) return true
  return walletMethods === undefined || walletMethods.includes('wallet_switchEthereumChain')
}

/**
 * Moves the connected wallet to `caipNetwork` under the §5 switch rule, and wagmi with it. Injected wallets and
 * Portico's own connectors go through core's `switchEvmChain` (EIP-3326; a chain the wallet does not know, 4902,
 * is offered with `wallet_addEthereumChain` and the switch asked again), as in every Portico EVM adapter, then
 * wagmi is told the new chain; any other connector switches with wagmi's `switchChain`. The bridge reports
 * `chainChanged` once.
 *
 * @throws {SwitchChainNotApprovedError} when the network is not one of the adapter's, §5 forbids the switch, or
 *   the wallet fails it ('Failed to switch to chain eip155:{id}. The chain is not approved or the wallet does not support
 *   wallet_switchEthereumChain method.').
 * @throws {UserRejectedRequestError} when the person declines (4001).
 * @throws {RequestBeforeConnectError} when wagmi is not connected.
 *
 * @example
 * await switchNetwork(session, { caipNetwork: porticoDevnetTwo })
 */
export async function switchNetwork(
  session: WagmiSession,
  parameters: AdapterSwitchNetworkParameters,
): Promise<void> {
  const { caipNetwork, approvedChains, walletMethods } = parameters
  const { connector } = requireConnection(session.config)
  const chainId = Number(caipNetwork.id)
  // wagmi cannot follow a wallet onto a chain its config does not have.
  const configured = session.config.chains.some((chain) => chain.id === chainId)
  if (caipNetwork.chainNamespace !== 'eip155' || !configured)
    throw new SwitchChainNotApprovedError({ chainId: caipNetwork.id })
  if (switchedByProvider(session, connector)) {
    const provider = (await connector.getProvider()) as EIP1193Provider
    await switchEvmChain(provider, caipNetwork, { approvedChains, walletMethods })
    // As wagmi's own injected connector does after a switch: the wallet's chainChanged may not have come (yet).
    connector.emitter.emit('change', { chainId })
    return
  }
  if (!maySwitch(chainId, parameters)) throw new SwitchChainNotApprovedError({ chainId })
  try {
    await switchChain(session.config, { chainId, connector })
  } catch (error) {
    if (rpcCodeOf(error) === 4001) throw new UserRejectedRequestError({ cause: error })
    throw new SwitchChainNotApprovedError({ chainId, cause: error })
  }
}
