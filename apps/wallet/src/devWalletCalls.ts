import { numberToHex, type Address, type Hex } from 'viem'
import { ProviderRpcError, providerErrorCodes } from './providerRpcError.ts'

/** One call of EIP-5792 `wallet_sendCalls`. */
interface CallJson {
  to?: Address
  data?: Hex
  value?: Hex
}

/** What the dev wallet needs from itself to run a batch. */
export interface DevWalletCallsHost {
  /** Chain ids it knows. */
  chainIds(): readonly number[]
  /** The chain it is on. */
  activeChainId(): number
  /** Sends one transaction from its account on the active chain; resolves to the hash. */
  send(call: { to?: Address; data?: Hex; value?: Hex }): Promise<Hex>
  /** A JSON-RPC read on the active chain's node. */
  read(method: string, params: unknown[]): Promise<unknown>
}

const asArray = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

/**
 * EIP-5792 for the dev wallet: `wallet_getCapabilities` (no atomic batches), `wallet_sendCalls` (the calls sent
 * one after another on the active chain) and `wallet_getCallsStatus` (200 once every receipt is in, else 100).
 *
 * @example
 * const calls = createDevWalletCalls(host)
 * const { id } = await calls.sendCalls([{ version: '2.0.0', chainId: '0x7a69', atomicRequired: false, calls }])
 */
export function createDevWalletCalls(host: DevWalletCallsHost) {
  const batches = new Map<string, { chainId: number; hashes: readonly Hex[] }>()

  return {
    getCapabilities(): Record<Hex, { atomic: { status: 'unsupported' } }> {
      return Object.fromEntries(
        host.chainIds().map((id) => [numberToHex(id), { atomic: { status: 'unsupported' } }]),
      )
    },

    async sendCalls(params: unknown): Promise<{ id: string }> {
      const batch = asArray(params)[0] as
        { chainId?: Hex; atomicRequired?: boolean; calls?: readonly CallJson[]; id?: string } | undefined
      if (!batch?.calls || batch.calls.length === 0)
        throw new ProviderRpcError(providerErrorCodes.invalidParams, 'wallet_sendCalls needs calls')
      const chainId = host.activeChainId()
      if (batch.chainId !== undefined && Number(batch.chainId) !== chainId)
        throw new ProviderRpcError(providerErrorCodes.unsupportedChainId, `Not on chain ${batch.chainId}`)
      if (batch.atomicRequired)
        throw new ProviderRpcError(
          providerErrorCodes.atomicityNotSupported,
          'The dev wallet runs calls one by one',
        )
      const hashes: Hex[] = []
      for (const call of batch.calls) hashes.push(await host.send(call))
      const id = batch.id ?? numberToHex(batches.size + 1, { size: 32 })
      batches.set(id, { chainId, hashes })
      return { id }
    },

    async getCallsStatus(params: unknown) {
      const id = asArray(params)[0]
      const batch = typeof id === 'string' ? batches.get(id) : undefined
      if (!batch) throw new ProviderRpcError(providerErrorCodes.unknownBundleId, `No batch ${String(id)}`)
      const receipts = await Promise.all(
        batch.hashes.map((hash) => host.read('eth_getTransactionReceipt', [hash])),
      )
      const done = receipts.every((receipt) => receipt !== null)
      return {
        version: '2.0.0',
        id,
        chainId: numberToHex(batch.chainId),
        status: done ? 200 : 100,
        atomic: false,
        receipts: done ? receipts : [],
      }
    },
  }
}
