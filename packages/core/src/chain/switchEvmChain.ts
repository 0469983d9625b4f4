import { SwitchChainNotApprovedError, UserRejectedRequestError, type CaipNetwork } from '@portico/common'
import type { EIP1193Provider } from 'viem'
import { rpcCodeOf } from '../connection/rpcCodeOf.ts'

/** Options of {@link switchEvmChain}: what the wallet session says it allows (§5). */
export interface SwitchEvmChainOptions {
  /** Chains the wallet session already approved, as hex chain ids; omitted for injected wallets. */
  approvedChains?: readonly string[] | undefined
  /** Methods the wallet session supports; omitted when the wallet does not list them (injected). */
  walletMethods?: readonly string[] | undefined
}

type HexChainId = `0x${string}`

/** §5: the chain id in hex is among the approved chains, or the wallet supports the switch method. */
function maySwitch(
  chainIdHex: HexChainId,
  { approvedChains, walletMethods }: SwitchEvmChainOptions,
): boolean {
  if (approvedChains?.some((approved) => approved.toLowerCase() === chainIdHex)) return true
  // A wallet that does not list its methods (an injected one) is taken to implement EIP-3326.
  return walletMethods === undefined || walletMethods.includes('wallet_switchEthereumChain')
}

/** EIP-3085 parameters describing `network` to a wallet that does not know it yet. */
function addChainParameters(network: CaipNetwork, chainIdHex: HexChainId) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: chainIdHex,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/** A declined request stays a user rejection; any other failure is the §8 switch message, the wallet's error its cause. */
function switchFailure(chainId: number, error: unknown): Error {
  if (rpcCodeOf(error) === 4001) return new UserRejectedRequestError({ cause: error })
  return new SwitchChainNotApprovedError({ chainId, cause: error })
}

async function requestSwitch(provider: EIP1193Provider, chainIdHex: HexChainId): Promise<void> {
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chainIdHex }] })
}

/**
 * Moves an EIP-1193 wallet to `caipNetwork` with EIP-3326 `wallet_switchEthereumChain`, under the §5 rule (the
 * hex chain id is among `approvedChains`, or the wallet supports the switch method). When the wallet does not
 * know the chain (4902) it is offered with EIP-3085 `wallet_addEthereumChain` (name, native currency, RPC URLs
 * and explorer from the network) and the switch is asked again. Shared by core's own switch and every EVM adapter.
 *
 * @returns The chain id the wallet is now on.
 * @throws {SwitchChainNotApprovedError} when the network is not eip155, §5 forbids the switch, or the wallet
 *   fails it (§8 'Failed to switch to chain eip155:{id}. The chain is not approved or the wallet does not
 *   support wallet_switchEthereumChain method.').
 * @throws {UserRejectedRequestError} when the person declines the switch or the addition (4001).
 *
 * @example
 * await switchEvmChain(window.ethereum, porticoDevnetTwo) // 31338
 * await switchEvmChain(session.provider, mainnet, { approvedChains: ['0x1'], walletMethods: ['personal_sign'] })
 */
export async function switchEvmChain(
  provider: EIP1193Provider,
  caipNetwork: CaipNetwork,
  options: SwitchEvmChainOptions = {},
): Promise<number> {
  const chainId = Number(caipNetwork.id)
  if (caipNetwork.chainNamespace !== 'eip155' || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new SwitchChainNotApprovedError({ chainId: caipNetwork.id })
  }
  const chainIdHex: HexChainId = `0x${chainId.toString(16)}`
  if (!maySwitch(chainIdHex, options)) throw new SwitchChainNotApprovedError({ chainId })

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
  return chainId
}
