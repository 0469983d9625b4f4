import { SwitchChainNotApprovedError, type CaipNetwork } from '@portico/common'
import { parseChainId, switchEvmChain, toWalletError } from '@portico/core'
import { createConnector, ProviderNotFoundError, type CreateConnectorFn } from '@wagmi/core'
import { getAddress, type Address, type Chain, type EIP1193Provider } from 'viem'

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
  /** The app's eip155 networks: what a switch offers a wallet that does not know the chain (EIP-3085). */
  networks: readonly CaipNetwork[]
  /** Where core's provider is bound. */
  binding: PorticoConnectorBinding
}

/** `request` on the wallet, its failures named by core's `toWalletError` (§8). */
async function ask<T>(method: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toWalletError(method, error)
  }
}

async function accountsOf(provider: EIP1193Provider, prompt: boolean): Promise<readonly Address[]> {
  const known = await ask('eth_accounts', () => provider.request({ method: 'eth_accounts' }))
  const accounts =
    known.length > 0 || !prompt
      ? known
      : await ask('eth_requestAccounts', () => provider.request({ method: 'eth_requestAccounts' }))
  return accounts.map((account) => getAddress(account))
}

async function chainIdOf(provider: EIP1193Provider): Promise<number> {
  return parseChainId(await ask('eth_chainId', () => provider.request({ method: 'eth_chainId' })))
}

/**
 * A wagmi connector for a wallet core connects itself (a WalletConnect session over Portico's relay, or the
 * embedded wallet): its provider is the one core binds when it connects that wallet. Until then
 * `isAuthorized()` is false, so wagmi's own reconnect leaves it to core. Switching is core's `switchEvmChain`
 * (`wallet_switchEthereumChain`, offering the chain with `wallet_addEthereumChain` when the wallet answers 4902);
 * wallet failures are named by core's `toWalletError`.
 *
 * @example
 * const binding = { provider: undefined }
 * const connector = porticoConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect', networks, binding })
 * createConfig({ chains, connectors: [connector], transports })
 */
export function porticoConnector({
  id,
  name,
  type,
  networks,
  binding,
}: PorticoConnectorParameters): CreateConnectorFn {
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
      const network = networks.find((candidate) => Number(candidate.id) === chainId)
      if (!chain || !network) throw new SwitchChainNotApprovedError({ chainId })
      await switchEvmChain(requireProvider(), network)
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
        let chainId = await chainIdOf(provider)
        if (parameters?.chainId !== undefined && parameters.chainId !== chainId) {
          // A refused switch leaves the wallet connected on its own chain (ADR 0020): the person approved the
          // connection, and the modal's network switch handles the chain.
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
      getChainId: async () => chainIdOf(requireProvider()),
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
