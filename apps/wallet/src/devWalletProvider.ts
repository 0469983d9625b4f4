import {
  createWalletClient,
  defineChain,
  hexToBigInt,
  http,
  isAddressEqual,
  numberToHex,
  type Address,
  type Hex,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createDevWalletCalls } from './devWalletCalls.ts'
import { ProviderEvents } from './providerEvents.ts'
import { ProviderRpcError, providerErrorCodes } from './providerRpcError.ts'

/** A chain the dev wallet can sign for, and where its RPC answers reads. */
export interface DevWalletChain {
  id: number
  name: string
  rpcUrl: string
}

/** Options of {@link createDevWalletProvider}. */
export interface DevWalletProviderOptions {
  /** The key the wallet holds (a devnet account's). */
  privateKey: Hex
  /** Chains it knows; the first is active at start. */
  chains: readonly DevWalletChain[]
}

/** The EIP-1193 provider of the Portico Dev Wallet. */
export interface DevWalletProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on: ProviderEvents['on']
  removeListener: ProviderEvents['removeListener']
  /** The address the wallet holds. */
  readonly address: Address
  /**
   * Makes the wallet hold another key, as a person picking another account in it: a connected dapp gets
   * `accountsChanged` with the new address.
   */
  selectAccount(privateKey: Hex): Address
}

interface TransactionRequestJson {
  from?: Address
  to?: Address
  data?: Hex
  value?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
}

const asArray = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])
const optionalBigInt = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))

function walletFor(chain: DevWalletChain, account: PrivateKeyAccount): WalletClient {
  const viemChain = defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  return createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) })
}

/**
 * An EIP-1193 provider that holds one devnet key: it approves connection requests itself, signs with viem,
 * sends transactions to the active chain, and forwards every other call to that chain's RPC.
 *
 * @example
 * const provider = createDevWalletProvider({ privateKey, chains: [{ id: 31337, name: 'Portico Devnet', rpcUrl }] })
 * await provider.request({ method: 'eth_requestAccounts' }) // ['0x7099…79C8']
 */
export function createDevWalletProvider(options: DevWalletProviderOptions): DevWalletProvider {
  if (options.chains.length === 0) throw new Error('The dev wallet needs at least one chain')
  let account = privateKeyToAccount(options.privateKey)
  const events = new ProviderEvents()
  // wallet_addEthereumChain adds to these.
  const chains = [...options.chains]
  let active = chains[0]!
  let connected = false
  let wallet = walletFor(active, account)

  function requireOwnAddress(address: unknown): void {
    if (typeof address !== 'string' || !isAddressEqual(address as Address, account.address)) {
      throw new ProviderRpcError(
        providerErrorCodes.unauthorized,
        `This wallet does not hold ${String(address)}`,
      )
    }
  }

  function requireConnected(method: string): void {
    if (!connected)
      throw new ProviderRpcError(providerErrorCodes.unauthorized, `Call eth_requestAccounts before ${method}`)
  }

  async function switchChain(params: unknown): Promise<null> {
    const chainIdHex = (asArray(params)[0] as { chainId?: string } | undefined)?.chainId
    const target = chains.find(
      (c) => chainIdHex !== undefined && numberToHex(c.id) === chainIdHex.toLowerCase(),
    )
    if (!target)
      throw new ProviderRpcError(
        providerErrorCodes.unrecognizedChain,
        `Unrecognized chain ID "${chainIdHex}"`,
      )
    if (target.id !== active.id) {
      active = target
      wallet = walletFor(active, account)
      events.emit('chainChanged', numberToHex(active.id))
    }
    return null
  }

  /** EIP-3085: a chain it does not know yet is remembered (RPC from the first URL); the switch stays separate. */
  function addChain(params: unknown): null {
    const chain = asArray(params)[0] as
      { chainId?: string; chainName?: string; rpcUrls?: string[] } | undefined
    const id = chain?.chainId === undefined ? Number.NaN : Number(chain.chainId)
    const rpcUrl = chain?.rpcUrls?.[0]
    if (!Number.isSafeInteger(id) || id <= 0 || rpcUrl === undefined)
      throw new ProviderRpcError(
        providerErrorCodes.invalidParams,
        'wallet_addEthereumChain needs a chainId and rpcUrls',
      )
    if (!chains.some((known) => known.id === id))
      chains.push({ id, name: chain?.chainName ?? `Chain ${id}`, rpcUrl })
    return null
  }

  const calls = createDevWalletCalls({
    chainIds: () => chains.map(({ id }) => id),
    activeChainId: () => active.id,
    send: (call) => sendTransaction([{ from: account.address, ...call }]),
    read: (method, params) => wallet.request({ method, params } as never),
  })

  async function sendTransaction(params: unknown): Promise<Hex> {
    const tx = asArray(params)[0] as TransactionRequestJson | undefined
    if (!tx)
      throw new ProviderRpcError(
        providerErrorCodes.invalidParams,
        'eth_sendTransaction needs a transaction object',
      )
    if (tx.from) requireOwnAddress(tx.from)
    const fees =
      tx.maxFeePerGas !== undefined
        ? {
            maxFeePerGas: hexToBigInt(tx.maxFeePerGas),
            maxPriorityFeePerGas: optionalBigInt(tx.maxPriorityFeePerGas),
          }
        : tx.gasPrice !== undefined
          ? { gasPrice: hexToBigInt(tx.gasPrice) }
          : {}
    return wallet.sendTransaction({
      account,
      chain: wallet.chain,
      to: tx.to ?? null,
      data: tx.data,
      value: optionalBigInt(tx.value),
      gas: optionalBigInt(tx.gas),
      nonce: tx.nonce === undefined ? undefined : Number(hexToBigInt(tx.nonce)),
      ...fees,
    } as Parameters<WalletClient['sendTransaction']>[0])
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        if (!connected) {
          connected = true
          events.emit('connect', { chainId: numberToHex(active.id) })
        }
        return [account.address]
      case 'eth_accounts':
        return connected ? [account.address] : []
      case 'eth_chainId':
        return numberToHex(active.id)
      case 'net_version':
        return String(active.id)
      case 'wallet_switchEthereumChain':
        return switchChain(params)
      case 'wallet_addEthereumChain':
        return addChain(params)
      case 'wallet_getCapabilities':
        requireConnected(method)
        requireOwnAddress(asArray(params)[0])
        return calls.getCapabilities()
      case 'wallet_sendCalls':
        requireConnected(method)
        requireOwnAddress((asArray(params)[0] as { from?: unknown } | undefined)?.from ?? account.address)
        return calls.sendCalls(params)
      case 'wallet_getCallsStatus':
        return calls.getCallsStatus(params)
      case 'wallet_revokePermissions':
        connected = false
        events.emit('accountsChanged', [])
        return null
      case 'personal_sign': {
        requireConnected(method)
        const [message, address] = asArray(params) as [Hex, Address]
        requireOwnAddress(address)
        return account.signMessage({ message: { raw: message } })
      }
      case 'eth_signTypedData_v4': {
        requireConnected(method)
        const [address, typedData] = asArray(params) as [Address, string | object]
        requireOwnAddress(address)
        const parsed = typeof typedData === 'string' ? JSON.parse(typedData) : typedData
        return account.signTypedData(parsed)
      }
      case 'eth_sendTransaction':
        requireConnected(method)
        return sendTransaction(params)
      case 'eth_sign':
      case 'eth_signTransaction':
        throw new ProviderRpcError(
          providerErrorCodes.unsupportedMethod,
          `The Portico Dev Wallet does not support ${method}`,
        )
      default:
        // Reads (balances, calls, receipts, …) go to the active chain's node.
        return wallet.request({ method, params } as never)
    }
  }

  return {
    request,
    on: events.on.bind(events),
    removeListener: events.removeListener.bind(events),
    get address() {
      return account.address
    },
    selectAccount(privateKey) {
      account = privateKeyToAccount(privateKey)
      wallet = walletFor(active, account)
      if (connected) events.emit('accountsChanged', [account.address])
      return account.address
    },
  }
}
