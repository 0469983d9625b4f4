import { parseChainId } from '@portico/core'
import { createConnector, ProviderNotFoundError, type CreateConnectorFn } from '@wagmi/core'
import { getAddress, numberToHex, type Address, type Chain, type EIP1193Provider } from 'viem'
import { rpcCodeOf } from '../errors/toWalletError.ts'

/** The provider core handed to one of Portico's connectors; none until core connects that wallet. */
export interface PorticoConnectorBinding {
  provider: EIP1193Provider | undefined
}

/** Parameters of {@link porticoConnector}. */
export interface PorticoConnectorParameters {
  /** Core's connector id: `walletConnect` or `ID_AUTH`. */
  id: string
  /** Name shown by wagmi. */
  name: string
  /** wagmi connector type. */
  type: string
  /** Where core's provider is bound. */
  binding: PorticoConnectorBinding
}

async function accountsOf(provider: EIP1193Provider, prompt: boolean): Promise<readonly Address[]> {
  const known = await provider.request({ method: 'eth_accounts' })
  const accounts =
    known.length > 0 || !prompt ? known : await provider.request({ method: 'eth_requestAccounts' })
  return accounts.map((account) => getAddress(account))
}

async function switchTo(provider: EIP1193Provider, chain: Chain): Promise<void> {
  const chainId = numberToHex(chain.id)
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (rpcCodeOf(error) !== 4902) throw error
    // The wallet does not know the chain: it is offered (EIP-3085), then the switch is asked again.
    const explorer = chain.blockExplorers?.default.url
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: chain.name,
          nativeCurrency: chain.nativeCurrency,
          rpcUrls: [...chain.rpcUrls.default.http],
          ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        },
      ],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  }
}

/**
 * A wagmi connector for a wallet core connects itself (a WalletConnect session over Portico's relay, or the
 * embedded wallet): its provider is the one core binds when it connects that wallet. Until then
 * `isAuthorized()` is false, so wagmi's own reconnect leaves it to core. Switching asks
 * `wallet_switchEthereumChain`, offering the chain with `wallet_addEthereumChain` when the wallet answers 4902.
 *
 * @example
 * const binding = { provider: undefined }
 * const connector = porticoConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect', binding })
 * createConfig({ chains, connectors: [connector], transports })
 */
export function porticoConnector({ id, name, type, binding }: PorticoConnectorParameters): CreateConnectorFn {
  return createConnector<EIP1193Provider>((config) => {
    let watched: EIP1193Provider | undefined
    const requireProvider = () => {
      if (!binding.provider) throw new ProviderNotFoundError()
      return binding.provider
    }
    const onAccountsChanged = (accounts: string[]) => {
      if (accounts.length === 0) onDisconnect()
      else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
    }
    const onChainChanged = (chainId: string | number) =>
      config.emitter.emit('change', { chainId: parseChainId(chainId) })
    const onDisconnect = () => {
      unwatch()
      binding.provider = undefined
      config.emitter.emit('disconnect')
    }
    const unwatch = () => {
      watched?.removeListener('accountsChanged', onAccountsChanged)
      watched?.removeListener('chainChanged', onChainChanged)
      watched?.removeListener('disconnect', onDisconnect)
      watched = undefined
    }
    const watch = (provider: EIP1193Provider) => {
      if (watched === provider) return
      unwatch()
      provider.on('accountsChanged', onAccountsChanged)
      provider.on('chainChanged', onChainChanged)
      provider.on('disconnect', onDisconnect)
      watched = provider
    }
    const switchChain = async ({ chainId }: { chainId: number }): Promise<Chain> => {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      if (!chain) throw new Error(`Chain ${chainId} is not configured in wagmi`)
      await switchTo(requireProvider(), chain)
      config.emitter.emit('change', { chainId })
      return chain
    }
    return {
      id,
      name,
      type,
      async connect(parameters) {
        const provider = requireProvider()
        const accounts = await accountsOf(provider, true)
        let chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
        if (parameters?.chainId !== undefined && parameters.chainId !== chainId) {
          // A refused switch leaves the wallet connected on its own chain.
          chainId = await switchChain({ chainId: parameters.chainId }).then(
            (chain) => chain.id,
            () => chainId,
          )
        }
        watch(provider)
        return { accounts, chainId } as never
      },
      async disconnect() {
        unwatch()
        binding.provider = undefined
      },
      getAccounts: async () => accountsOf(requireProvider(), false),
      getChainId: async () => parseChainId(await requireProvider().request({ method: 'eth_chainId' })),
      getProvider: async () => requireProvider(),
      async isAuthorized() {
        if (!binding.provider) return false
        return (await accountsOf(binding.provider, false)).length > 0
      },
      switchChain,
      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    }
  })
}
