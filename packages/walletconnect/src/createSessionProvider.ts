import { rpcErrorCodes, SwitchChainNotApprovedError } from '@portico/common'
import type { ISignClient, SessionTypes } from '@walletconnect/types'
import { numberToHex, type Address, type EIP1193Provider } from 'viem'
import { createHttpRpc } from './createHttpRpc.ts'
import { createProviderEvents } from './createProviderEvents.ts'
import { sessionAddresses, sessionChainIds } from './eip155SessionAccounts.ts'
import { isChainReadMethod } from './isChainReadMethod.ts'
import { parseWalletChainId } from './parseWalletChainId.ts'
import { providerError, toWalletRpcError } from './walletRpcError.ts'

/** A session's eip155 namespace with its chains filled in (see `readSessionNamespace`). */
export type Eip155Namespace = SessionTypes.Namespace & { chains: string[] }

/** Parameters of {@link createSessionProvider}. */
export interface CreateSessionProviderParameters {
  /** The dapp's sign client. */
  signClient: ISignClient
  /** Session topic. */
  topic: string
  /** The session's eip155 namespace. */
  namespace: Eip155Namespace
  /** Chain to start on (e.g. the one used before a reload); default the wallet's first approved chain. */
  chainId?: number | undefined
  /** The app's HTTP RPC URL for a chain, which answers safe reads; without one they are asked of the wallet. */
  findRpcUrl(chainId: number): string | undefined
  /** Called after the chain in use changed (to remember it across reloads). */
  onChainChanged?(chainId: number): void
}

/** A session's EIP-1193 provider and the handles its connector drives it with. */
export interface SessionProvider {
  /** The provider core and adapters use. */
  provider: EIP1193Provider
  /** Applies a `session_event` from the wallet (`accountsChanged`, `chainChanged`). */
  applyWalletEvent(name: string, data: unknown, caipChainId: string): void
  /** Applies a `session_update`: the wallet replaced the namespace (emits `accountsChanged`). */
  replaceNamespace(namespace: Eip155Namespace): void
  /** The session is gone: requests fail with 4900, and `disconnect` is emitted unless `quiet`. */
  end(options?: { quiet?: boolean }): void
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index])

/**
 * The EIP-1193 provider of a WalletConnect session's eip155 accounts (§4 Wallet session):
 * - `eth_accounts` / `eth_requestAccounts` answer the session's addresses on the chain in use, `eth_chainId`
 *   that chain (hex);
 * - safe reads (§6) go over HTTP to the chain's RPC URL;
 * - `wallet_switchEthereumChain` is asked of the wallet when it approved that method (§5: otherwise the chain
 *   must be approved, and the switch is local); on success the chain changes and `chainChanged` is emitted;
 * - everything else goes to the wallet with `signClient.request` on `eip155:<chain>`; its errors keep their
 *   EIP-1193 code (4001 declined).
 *
 * @example
 * const { provider } = createSessionProvider({ signClient, topic, namespace, findRpcUrl: (id) => rpcUrls[id] })
 * const signature = await provider.request({ method: 'personal_sign', params: ['0x6869', address] })
 */
export function createSessionProvider(parameters: CreateSessionProviderParameters): SessionProvider {
  const { signClient, topic, findRpcUrl, onChainChanged } = parameters
  const events = createProviderEvents()
  const httpRpc = createHttpRpc()
  let namespace = parameters.namespace
  const approvedChainIds = () => sessionChainIds(namespace)
  let chainId =
    parameters.chainId !== undefined && approvedChainIds().includes(parameters.chainId)
      ? parameters.chainId
      : (approvedChainIds()[0] ?? 1)
  let accounts: Address[] = sessionAddresses(namespace, chainId)
  let ended = false

  const setAccounts = (next: Address[], { always = false } = {}) => {
    const changed = !sameList(next, accounts)
    accounts = next
    if (changed || always) events.emit('accountsChanged', [...accounts])
  }
  const setChain = (next: number) => {
    if (next === chainId) return
    chainId = next
    events.emit('chainChanged', numberToHex(chainId))
    // The wallet may hold other addresses there; a chain it did not list keeps the ones we have.
    const there = sessionAddresses(namespace, chainId)
    if (there.length > 0) setAccounts(there)
    onChainChanged?.(chainId)
  }

  const askWallet = async (method: string, params: unknown, onChainId: number): Promise<unknown> => {
    if (!namespace.methods.includes(method)) throw providerError(rpcErrorCodes.unsupportedMethod)
    if (!namespace.chains.includes(`eip155:${onChainId}`))
      throw providerError(rpcErrorCodes.chainDisconnected)
    try {
      return await signClient.request({ topic, chainId: `eip155:${onChainId}`, request: { method, params } })
    } catch (error) {
      throw toWalletRpcError(error)
    }
  }

  const switchChain = async (params: unknown): Promise<null> => {
    const target = parseWalletChainId((Array.isArray(params) ? params[0] : undefined)?.chainId)
    if (target === undefined) throw providerError(rpcErrorCodes.invalidParams)
    if (target === chainId) return null
    if (namespace.methods.includes('wallet_switchEthereumChain')) {
      await askWallet('wallet_switchEthereumChain', [{ chainId: numberToHex(target) }], chainId)
    } else if (!approvedChainIds().includes(target)) {
      // §5: the chain must be approved, or the wallet must support the switch method.
      const refused = new SwitchChainNotApprovedError({ chainId: target })
      throw providerError(rpcErrorCodes.unrecognizedChain, refused.message)
    }
    setChain(target)
    return null
  }

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    if (method === 'eth_accounts') return ended ? [] : [...accounts]
    if (ended) throw providerError(rpcErrorCodes.disconnected)
    if (method === 'eth_requestAccounts') return [...accounts]
    if (method === 'eth_chainId') return numberToHex(chainId)
    if (method === 'wallet_switchEthereumChain') return switchChain(params)
    const rpcUrl = isChainReadMethod(method) ? findRpcUrl(chainId) : undefined
    if (rpcUrl) return httpRpc(rpcUrl, { method, params })
    return askWallet(method, params, chainId)
  }

  return {
    provider: { on: events.on, removeListener: events.removeListener, request } as EIP1193Provider,
    applyWalletEvent(name, data, caipChainId) {
      if (ended) return
      if (name === 'chainChanged') {
        const next = parseWalletChainId(data) ?? parseWalletChainId(caipChainId)
        if (next !== undefined) setChain(next)
      } else if (name === 'accountsChanged' && Array.isArray(data)) {
        // Wallets send plain or CAIP-10 addresses; an EOA is the same account on every chain.
        const onChain = data.map((entry) => `eip155:${chainId}:${String(entry).split(':').pop()}`)
        setAccounts(sessionAddresses({ accounts: onChain }, chainId))
      }
    },
    replaceNamespace(next) {
      if (ended) return
      namespace = next
      const [first] = approvedChainIds()
      if (first !== undefined && !approvedChainIds().includes(chainId)) {
        chainId = first
        events.emit('chainChanged', numberToHex(chainId))
        onChainChanged?.(chainId)
      }
      setAccounts(sessionAddresses(namespace, chainId), { always: true })
    },
    end({ quiet = false } = {}) {
      if (ended) return
      ended = true
      accounts = []
      if (!quiet) events.emit('disconnect', providerError(rpcErrorCodes.disconnected))
    },
  }
}
