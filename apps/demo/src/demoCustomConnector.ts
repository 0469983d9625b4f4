import type { WagmiAdapterOptions } from '@portico/adapter-wagmi'
import { getAddress, numberToHex, type Address, type EIP1193Provider } from 'viem'

/** A wagmi connector factory, as `WagmiAdapter`'s `connectors` option takes it. */
type WagmiConnectorFn = NonNullable<WagmiAdapterOptions['connectors']>[number]

const icon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2f6f5e"/><path d="M20 22h24v20H20z" fill="none" stroke="#fff" stroke-width="4"/><circle cx="38" cy="32" r="3" fill="#fff"/></svg>',
)}`

/** How the demo's custom connector shows in the modal (an external connector: neither injected nor WalletConnect). */
export const DEMO_CUSTOM_CONNECTOR = { id: 'porticoDemoCustom', name: 'Demo Custom Connector', icon } as const

/** The Portico Dev Wallet's provider on this page, found the way a dapp finds any wallet (EIP-6963). */
function findDevWallet(): EIP1193Provider {
  let found: EIP1193Provider | undefined
  const take = (event: Event) => {
    const { info, provider } = (event as CustomEvent<{ info: { rdns: string }; provider: EIP1193Provider }>)
      .detail
    if (info.rdns === 'dev.portico.wallet') found = provider
  }
  window.addEventListener('eip6963:announceProvider', take)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  window.removeEventListener('eip6963:announceProvider', take)
  if (!found) throw new Error('The Portico Dev Wallet is not installed on this page')
  return found
}

/**
 * An app's own wagmi connector, as AppKit apps pass one (`connectors: [myConnector()]`): it reaches the Portico Dev
 * Wallet through its own code rather than wagmi's `injected()`, so wagmi reports it with a type of its own and the
 * modal lists it among the external connectors (it connects in the ConnectingExternal view).
 *
 * @example
 * new WagmiAdapter({ networks, projectId, connectors: [demoCustomConnector()] })
 */
export function demoCustomConnector(): WagmiConnectorFn {
  return (config) => {
    let connected = false
    const accountsOf = (accounts: readonly string[]) => accounts.map((account) => getAddress(account))
    const onAccountsChanged = (accounts: string[]) => {
      if (accounts.length === 0) onDisconnect()
      else config.emitter.emit('change', { accounts: accountsOf(accounts) })
    }
    const onChainChanged = (chainId: string) => config.emitter.emit('change', { chainId: Number(chainId) })
    const stopListening = () => {
      const provider = findDevWallet()
      provider.removeListener('accountsChanged', onAccountsChanged)
      provider.removeListener('chainChanged', onChainChanged)
      connected = false
    }
    // The wallet ended the connection itself (wagmi's own disconnect calls `disconnect` below instead).
    const onDisconnect = () => {
      stopListening()
      config.emitter.emit('disconnect')
    }
    const chainIdOf = async (provider: EIP1193Provider) =>
      Number(await provider.request({ method: 'eth_chainId' }))

    return {
      ...DEMO_CUSTOM_CONNECTOR,
      type: 'porticoDemoCustom',
      async connect(parameters) {
        const provider = findDevWallet()
        const accounts = accountsOf(await provider.request({ method: 'eth_requestAccounts' }))
        if (parameters?.chainId !== undefined && parameters.chainId !== (await chainIdOf(provider))) {
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(parameters.chainId) }],
          })
        }
        if (!connected) {
          provider.on('accountsChanged', onAccountsChanged)
          provider.on('chainChanged', onChainChanged)
          connected = true
        }
        const chainId = await chainIdOf(provider)
        return {
          accounts: (parameters?.withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId,
        }
      },
      async disconnect() {
        stopListening()
      },
      async getAccounts(): Promise<readonly Address[]> {
        return accountsOf(await findDevWallet().request({ method: 'eth_accounts' }))
      },
      getChainId: () => chainIdOf(findDevWallet()),
      getProvider: async () => findDevWallet(),
      async isAuthorized() {
        return connected && (await findDevWallet().request({ method: 'eth_accounts' })).length > 0
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find(({ id }) => id === chainId)
        if (!chain) throw new Error(`The demo does not list chain ${chainId}`)
        await findDevWallet().request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        })
        return chain
      },
      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    }
  }
}
