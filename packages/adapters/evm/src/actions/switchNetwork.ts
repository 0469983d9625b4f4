import { SwitchChainNotApprovedError, UserRejectedRequestError, type CaipNetwork } from '@portico/common'
import type { AdapterSwitchNetworkParameters } from '@portico/core'
import { numberToHex, type EIP1193Provider, type Hex } from 'viem'
import { rpcCodeOf } from '../errors/rpcCodeOf.ts'
import { setSessionChain } from '../events/setSessionChain.ts'
import { requireProvider, type EvmAdapterSession } from '../session.ts'

/** Parameters of {@link switchNetwork}. */
export type SwitchNetworkParameters = AdapterSwitchNetworkParameters

/** §5: the chain id in hex is among the approved chains, or the wallet supports the switch method. */
function maySwitch(chainIdHex: Hex, { approvedChains, walletMethods }: SwitchNetworkParameters): boolean {
  if (approvedChains?.some((approved) => approved.toLowerCase() === chainIdHex)) return true
  // A wallet that does not list its methods (an injected one) is taken to implement EIP-3326.
  return walletMethods === undefined || walletMethods.includes('wallet_switchEthereumChain')
}

/** EIP-3085 parameters describing `network` to a wallet that does not know it yet. */
function addChainParameters(network: CaipNetwork, chainIdHex: Hex) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: chainIdHex,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/**
 * A declined request stays a user rejection; any other failure is the §8 switch message, with the wallet's error
 * (and so its RPC code, see `rpcCodeOf`) as the cause.
 */
function switchFailure(chainId: number, error: unknown): Error {
  if (rpcCodeOf(error) === 4001) return new UserRejectedRequestError({ cause: error })
  return new SwitchChainNotApprovedError({ chainId, cause: error })
}

async function requestSwitch(provider: EIP1193Provider, chainIdHex: Hex): Promise<void> {
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chainIdHex }] })
}

/**
 * Moves the wallet to `caipNetwork` with `wallet_switchEthereumChain`. When the wallet does not know the chain
 * (4902) it is offered with `wallet_addEthereumChain` and the switch is asked again. On success the adapter
 * reports `chainChanged` (once, even if the wallet reports it too).
 *
 * @throws {SwitchChainNotApprovedError} when §5 forbids the switch or the wallet fails it (§8 exact message).
 * @throws {UserRejectedRequestError} when the person declines (4001).
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * await switchNetwork(session, { caipNetwork: porticoDevnetTwo })
 */
export async function switchNetwork(
  session: EvmAdapterSession,
  parameters: SwitchNetworkParameters,
): Promise<void> {
  const provider = requireProvider(session, parameters.provider)
  const { caipNetwork } = parameters
  const chainId = Number(caipNetwork.id)
  if (caipNetwork.chainNamespace !== 'eip155' || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new SwitchChainNotApprovedError({ chainId: caipNetwork.id })
  }
  const chainIdHex = numberToHex(chainId)
  if (!maySwitch(chainIdHex, parameters)) throw new SwitchChainNotApprovedError({ chainId })

  try {
    await requestSwitch(provider, chainIdHex)
  } catch (error) {
    if (rpcCodeOf(error) !== 4902) throw switchFailure(chainId, error)
    try {
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [addChainParameters(caipNetwork, chainIdHex)],
      })
      await requestSwitch(provider, chainIdHex)
    } catch (addError) {
      throw switchFailure(chainId, addError)
    }
  }
  if (provider === session.provider) setSessionChain(session, chainId)
}
