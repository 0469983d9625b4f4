import {
  RequestBeforeConnectError,
  UnsupportedChainError,
  type CaipNetwork,
  type ChainNamespace,
} from '@portico/common'
import type {
  AdapterCapabilities,
  AdapterConnectParameters,
  AdapterConnectReturnType,
  AdapterGetBalanceParameters,
  AdapterGetBalanceReturnType,
  AdapterSendTransactionParameters,
  AdapterSignMessageParameters,
  AdapterSwitchNetworkParameters,
  AdapterWriteContractParameters,
  ChainAdapter,
  ChainAdapterEvent,
  ChainAdapterEventMap,
  ChainAdapterListener,
  HexString,
  UniversalProvider,
} from '@portico/core'
import { createRpcTransport } from '@portico/common/rpc'
import {
  encodeFunctionData,
  formatUnits,
  hexToBigInt,
  numberToHex,
  type EIP1193Provider,
  type Hex,
} from 'viem'
import { signWithNamespace } from './signWithNamespace.ts'

/** Parameters of the {@link UniversalAdapter} constructor (AppKit's adapter options). */
export interface UniversalAdapterOptions {
  /** Networks the app supports; those of `namespace` are this adapter's. */
  networks?: readonly CaipNetwork[] | undefined
  /** Namespace served (`solana`, `bip122`, `eip155`, or any CAIP namespace); default the first network's. */
  namespace?: ChainNamespace | undefined
  /** The universal provider, when the app has it already; otherwise the modal hands it over on first use. */
  universalProvider?: UniversalProvider | undefined
}

type Requester = <T>(method: string, params: unknown, chainId: string) => Promise<T>

/**
 * AppKit's `UniversalAdapter`: a {@link ChainAdapter} for one CAIP namespace that talks to the wallet through the
 * WalletConnect universal provider (`await appKit.getUniversalProvider()`), so apps that use no chain library
 * can still connect, sign and send. Requests go to the chain in use as a CAIP-2 id; eip155 calls given an
 * EIP-1193 `provider` (an injected wallet) go to that provider instead. Messages are signed with the
 * namespace's method (`personal_sign`, `solana_signMessage`, bip122 `signMessage`); transactions, gas and
 * contract writes are eip155 only (else 'Unsupported chain').
 *
 * @example
 * import { createAppKit } from '@portico/react'
 * import { UniversalAdapter } from '@portico/adapter-universal'
 * import { solanaDevnet } from '@portico/react/networks'
 *
 * const solanaAdapter = new UniversalAdapter({ networks: [solanaDevnet], namespace: 'solana' })
 * const appKit = createAppKit({ projectId, networks: [solanaDevnet], adapters: [solanaAdapter], metadata })
 * const provider = await appKit.getUniversalProvider()
 * await solanaAdapter.signMessage({ message: 'hello', address: pubkey }) // hex of the ed25519 signature
 */
export class UniversalAdapter implements ChainAdapter {
  /** AppKit's adapter type. */
  readonly adapterType = 'universal'
  readonly namespace: ChainNamespace
  readonly networks: readonly CaipNetwork[]
  #provider: UniversalProvider | undefined
  #chainId: string | undefined
  #stopFollowing: (() => void) | undefined
  /** How the connection was made: through an EIP-1193 provider core gave, or the universal provider's session. */
  #connection: 'provider' | 'universal' | undefined
  readonly #listeners = new Map<ChainAdapterEvent, Set<(payload: never) => void>>()

  constructor({ networks = [], namespace, universalProvider }: UniversalAdapterOptions = {}) {
    this.namespace = namespace ?? networks[0]?.chainNamespace ?? 'eip155'
    this.networks = networks.filter((network) => network.chainNamespace === this.namespace)
    this.#provider = universalProvider
  }

  /** AppKit's hook: the universal provider this adapter talks through (the modal calls it once loaded). */
  setUniversalProvider(provider: UniversalProvider): Promise<void> {
    this.#provider = provider
    return Promise.resolve()
  }

  /** AppKit's name: the universal provider in use, if any. */
  getWalletConnectProvider(): UniversalProvider | undefined {
    return this.#provider
  }

  async connect({ provider, chainId }: AdapterConnectParameters): Promise<AdapterConnectReturnType> {
    if (provider && this.namespace === 'eip155') {
      const accounts = await provider.request({ method: 'eth_requestAccounts' })
      const current = Number(await provider.request({ method: 'eth_chainId' }))
      this.#chainId = `eip155:${current}`
      this.#connection = 'provider'
      this.#follow(provider)
      return { address: accounts[0] ?? '', chainId: current, accounts }
    }
    const session = this.#requireProvider().session
    if (!session) throw new RequestBeforeConnectError()
    const approved = Object.entries(session.namespaces)
      .filter(([key]) => key.split(':')[0] === this.namespace)
      .flatMap(([, entry]) => entry.accounts)
    const wanted = chainId === undefined ? undefined : `${this.namespace}:${chainId}`
    const chain =
      approved
        .map((account) => account.split(':').slice(0, 2).join(':'))
        .find((c) => !wanted || c === wanted) ?? approved[0]?.split(':').slice(0, 2).join(':')
    const accounts = [
      ...new Set(
        approved.filter((account) => account.startsWith(`${chain}:`)).map((a) => a.split(':')[2] ?? ''),
      ),
    ]
    if (!chain || !accounts[0]) throw new RequestBeforeConnectError()
    this.#chainId = chain
    this.#requireProvider().setDefaultChain(chain)
    this.#connection = 'universal'
    this.#follow(undefined)
    return { address: accounts[0], chainId: chain.slice(this.namespace.length + 1), accounts }
  }

  /** Stops following the wallet; a connection made through the universal provider ends its session too. */
  async disconnect(): Promise<void> {
    const connection = this.#connection
    this.#ended()
    if (connection === 'universal' && this.#provider?.session) await this.#provider.disconnect()
  }

  async getBalance({
    address,
    caipNetwork,
  }: AdapterGetBalanceParameters): Promise<AdapterGetBalanceReturnType> {
    const { symbol, decimals } = caipNetwork.nativeCurrency
    // Other namespaces' balances come from the Portico API (§7), not from the wallet session.
    if (caipNetwork.chainNamespace !== 'eip155') return { balance: '0', symbol }
    const url = caipNetwork.rpcUrls.default.http[0]
    if (!url) throw new UnsupportedChainError()
    const { request } = createRpcTransport({ urls: [url] })({})
    const wei = (await request({ method: 'eth_getBalance', params: [address as Hex, 'latest'] })) as Hex
    return { balance: formatUnits(hexToBigInt(wei), decimals), symbol }
  }

  async switchNetwork({ caipNetwork, provider }: AdapterSwitchNetworkParameters): Promise<void> {
    if (caipNetwork.chainNamespace === 'eip155') {
      const params = [{ chainId: numberToHex(Number(caipNetwork.id)) }]
      await this.#requester(provider)('wallet_switchEthereumChain', params, this.#currentChain())
    }
    this.#chainId = caipNetwork.caipNetworkId
    if (!provider) this.#provider?.setDefaultChain(caipNetwork.caipNetworkId)
  }

  signMessage({ message, address, provider }: AdapterSignMessageParameters): Promise<HexString> {
    const request = this.#requester(provider)
    return signWithNamespace({
      provider: {
        request: (args, chainId) => request(args.method, args.params, chainId ?? this.#currentChain()),
      },
      chainId: this.#currentChain(),
      message,
      address,
    })
  }

  async sendTransaction({ to, address, data, value, gasPrice, provider }: AdapterSendTransactionParameters) {
    const transaction = {
      from: address,
      to,
      data,
      value: value === undefined ? undefined : numberToHex(value),
    }
    const withPrice =
      gasPrice === undefined ? transaction : { ...transaction, gasPrice: numberToHex(gasPrice) }
    return this.#evm(provider)<HexString>('eth_sendTransaction', [withPrice], this.#currentChain())
  }

  async estimateGas({
    to,
    address,
    data,
    value,
    provider,
  }: Omit<AdapterSendTransactionParameters, 'gasPrice'>) {
    const call = { from: address, to, data, value: value === undefined ? undefined : numberToHex(value) }
    return hexToBigInt(await this.#evm(provider)<Hex>('eth_estimateGas', [call], this.#currentChain()))
  }

  writeContract({
    address,
    contractAddress,
    abi,
    functionName,
    args,
    value,
    provider,
  }: AdapterWriteContractParameters) {
    const data = encodeFunctionData({ abi, functionName, args: args as unknown[] })
    return this.sendTransaction({ to: contractAddress, address, data, value, provider })
  }

  getCapabilities(address?: string): Promise<AdapterCapabilities> {
    return this.#evm(undefined)<AdapterCapabilities>(
      'wallet_getCapabilities',
      [address],
      this.#currentChain(),
    )
  }

  on<E extends ChainAdapterEvent>(event: E, listener: ChainAdapterListener<E>): () => void {
    const set = this.#listeners.get(event) ?? new Set()
    set.add(listener as (payload: never) => void)
    this.#listeners.set(event, set)
    return () => void set.delete(listener as (payload: never) => void)
  }

  #emit<E extends ChainAdapterEvent>(event: E, payload: ChainAdapterEventMap[E]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])])
      (listener as (value: typeof payload) => void)(payload)
  }

  /** Forgets the connection and reports `disconnect` once (core's disconnect calls back into `disconnect()`). */
  #ended(): void {
    this.#stopFollowing?.()
    this.#stopFollowing = undefined
    if (this.#connection === undefined) return
    this.#connection = undefined
    this.#emit('disconnect', undefined)
  }

  #requireProvider(): UniversalProvider {
    if (!this.#provider) throw new RequestBeforeConnectError()
    return this.#provider
  }

  #currentChain(): string {
    return this.#chainId ?? this.networks[0]?.caipNetworkId ?? `${this.namespace}:`
  }

  /** Requests to an injected EIP-1193 provider when given, else through the universal provider by CAIP-2 chain. */
  #requester(provider: EIP1193Provider | undefined): Requester {
    if (provider) return (method, params) => provider.request({ method, params } as never) as Promise<never>
    return (method, params, chainId) => this.#requireProvider().request({ method, params }, chainId)
  }

  #evm(provider: EIP1193Provider | undefined): Requester {
    if (this.namespace !== 'eip155') throw new UnsupportedChainError()
    return this.#requester(provider)
  }

  /** Reports the wallet's account, chain and disconnect events of this namespace as adapter events. */
  #follow(provider: EIP1193Provider | undefined): void {
    this.#stopFollowing?.()
    if (provider) {
      const onAccounts = (accounts: string[]) =>
        accounts[0] ? this.#emit('accountsChanged', { address: accounts[0], accounts }) : this.#ended()
      const onChain = (hex: string) => {
        this.#chainId = `eip155:${Number(hex)}`
        this.#emit('chainChanged', { chainId: Number(hex), caipNetworkId: `eip155:${Number(hex)}` })
      }
      const onDisconnect = () => this.#ended()
      provider.on('accountsChanged', onAccounts)
      provider.on('chainChanged', onChain)
      provider.on('disconnect', onDisconnect)
      this.#stopFollowing = () => {
        provider.removeListener('accountsChanged', onAccounts)
        provider.removeListener('chainChanged', onChain)
        provider.removeListener('disconnect', onDisconnect)
      }
      return
    }
    const universal = this.#requireProvider()
    const ours = (chainId: string) => chainId.split(':')[0] === this.namespace
    const onAccounts = (accounts: string[]) => {
      if (!ours(this.#currentChain())) return
      if (accounts[0]) this.#emit('accountsChanged', { address: accounts[0], accounts })
    }
    const onChain = (chainId: string) => {
      if (!ours(chainId)) return
      this.#chainId = chainId
      this.#emit('chainChanged', {
        chainId: chainId.slice(this.namespace.length + 1),
        caipNetworkId: chainId as CaipNetwork['caipNetworkId'],
      })
    }
    const onDisconnect = () => this.#ended()
    universal.on('accountsChanged', onAccounts).on('chainChanged', onChain).on('disconnect', onDisconnect)
    this.#stopFollowing = () => {
      universal
        .off('accountsChanged', onAccounts)
        .off('chainChanged', onChain)
        .off('disconnect', onDisconnect)
    }
  }
}
