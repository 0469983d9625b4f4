import { hexToBigInt, numberToHex, type Hex, type PublicClient } from 'viem'
import type { DecodedTransfer } from './decodeTransferLog.ts'

/** One entry of a Parity-style `trace_block` answer (anvil, Erigon, Nethermind, Reth). */
interface ParityTrace {
  type: 'call' | 'create' | 'suicide' | 'reward' | string
  action: {
    callType?: string
    from?: string
    to?: string
    value?: Hex
    address?: string
    refundAddress?: string
    balance?: Hex
  }
  result?: { address?: string } | null
  error?: string
  traceAddress: number[]
  transactionHash?: string | null
}

/**
 * Native currency moved by calls inside transactions (a contract paying out, a refund, a self-destruct), read
 * with `trace_block`: every nested call, create or self-destruct that moved value and was not undone by a
 * revert of its own or of a caller. Returns them by lower-case transaction hash, each with log index -2 and
 * its position in the block's traces; throws what the node throws (a node without `trace_block` rejects with
 * a method-not-found error: see {@link isMethodUnsupported}).
 *
 * @example
 * const internal = await readInternalTransfers(client, 12n) // Map { '0xabc…' => [{ kind: 'internal', … }] }
 */
export async function readInternalTransfers(
  client: PublicClient,
  blockNumber: bigint,
): Promise<Map<string, DecodedTransfer[]>> {
  const traces = (await client.request({
    method: 'trace_block' as never,
    params: [numberToHex(blockNumber)] as never,
  })) as ParityTrace[] | null
  const byTransaction = new Map<string, DecodedTransfer[]>()
  const failed = new Set<string>()
  const key = (tx: string, path: readonly number[]) => `${tx}/${path.join('.')}`
  for (const trace of traces ?? []) {
    if (trace.error && trace.transactionHash)
      failed.add(key(trace.transactionHash.toLowerCase(), trace.traceAddress))
  }
  for (const [position, trace] of (traces ?? []).entries()) {
    const txHash = trace.transactionHash?.toLowerCase()
    // The top-level call's value is the transaction's own (stored as the native transfer).
    if (!txHash || trace.traceAddress.length === 0) continue
    const undone = trace.traceAddress.some((_, depth) =>
      failed.has(key(txHash, trace.traceAddress.slice(0, depth + 1))),
    )
    if (undone || failed.has(key(txHash, []))) continue
    const movement = valueMoved(trace)
    if (!movement || movement.amount === 0n) continue
    const list = byTransaction.get(txHash) ?? []
    list.push({
      txHash,
      logIndex: -2,
      batchIndex: position,
      kind: 'internal',
      tokenAddress: null,
      tokenId: null,
      ...movement,
    })
    byTransaction.set(txHash, list)
  }
  return byTransaction
}

function valueMoved({ type, action, result }: ParityTrace) {
  const amount = (value: Hex | undefined) => (value ? hexToBigInt(value) : 0n)
  if (type === 'call' && action.callType === 'call' && action.from && action.to) {
    return { from: action.from.toLowerCase(), to: action.to.toLowerCase(), amount: amount(action.value) }
  }
  if (type === 'create' && action.from && result?.address) {
    return { from: action.from.toLowerCase(), to: result.address.toLowerCase(), amount: amount(action.value) }
  }
  if (type === 'suicide' && action.address && action.refundAddress) {
    return {
      from: action.address.toLowerCase(),
      to: action.refundAddress.toLowerCase(),
      amount: amount(action.balance),
    }
  }
  return undefined
}
