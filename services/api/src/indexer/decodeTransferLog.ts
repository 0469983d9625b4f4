import { decodeAbiParameters, hexToBigInt, toEventSelector, type Hex } from 'viem'
import type { IndexedTransfer } from './indexedRows.ts'

/** The event topics the indexer asks for (also the `eth_getLogs` filter the bench compares against). */
export const TRANSFER_TOPICS = {
  /** ERC-20 (3 topics) and ERC-721 (4 topics, the token id indexed). */
  transfer: toEventSelector('Transfer(address,address,uint256)'),
  /** ERC-1155 single item. */
  transferSingle: toEventSelector('TransferSingle(address,address,address,uint256,uint256)'),
  /** ERC-1155 several items. */
  transferBatch: toEventSelector('TransferBatch(address,address,address,uint256[],uint256[])'),
} as const

/** A log as the indexer reads it from a receipt (hex fields, lower- or mixed-case addresses). */
export interface TransferLogInput {
  address: string
  topics: readonly string[]
  data: string
  logIndex: number
  transactionHash: string
}

/** A decoded token movement, before its token's name, symbol and image are known. */
export type DecodedTransfer = Pick<
  IndexedTransfer,
  'txHash' | 'logIndex' | 'batchIndex' | 'kind' | 'tokenAddress' | 'tokenId' | 'from' | 'to' | 'amount'
>

const topicAddress = (topic: string) => `0x${topic.slice(26)}`.toLowerCase()

/**
 * Turns one log into the token movements it records: an ERC-20 `Transfer` (3 topics), an ERC-721 `Transfer`
 * (4 topics), an ERC-1155 `TransferSingle`, or one movement per item of an ERC-1155 `TransferBatch`. Any
 * other log, or one whose data does not decode (a non-standard contract reusing the event name), gives none.
 *
 * @example
 * decodeTransferLog(receipt.logs[0]) // [{ kind: 'erc20', from: '0x…', to: '0x…', amount: 12500000n, … }]
 */
export function decodeTransferLog(log: TransferLogInput): DecodedTransfer[] {
  const [topic0, ...indexed] = log.topics
  const base = { txHash: log.transactionHash.toLowerCase(), logIndex: log.logIndex, batchIndex: 0 }
  const tokenAddress = log.address.toLowerCase()
  if (topic0 === TRANSFER_TOPICS.transfer && indexed.length === 3) {
    const [from, to, id] = indexed as [string, string, string]
    return [
      {
        ...base,
        kind: 'erc721',
        tokenAddress,
        tokenId: hexToBigInt(id as Hex),
        amount: 1n,
        ...ends(from, to),
      },
    ]
  }
  if (topic0 === TRANSFER_TOPICS.transfer && indexed.length === 2) {
    // A 32-byte amount; empty data (seen on a few old tokens) moves nothing readable.
    if (!/^0x[0-9a-fA-F]{64}$/.test(log.data)) return []
    const [from, to] = indexed as [string, string]
    return [
      {
        ...base,
        kind: 'erc20',
        tokenAddress,
        tokenId: null,
        amount: hexToBigInt(log.data as Hex),
        ...ends(from, to),
      },
    ]
  }
  if (topic0 === TRANSFER_TOPICS.transferSingle && indexed.length === 3) {
    const [id, value] = decodeOrUndefined(['uint256', 'uint256'], log.data) ?? []
    if (id === undefined || value === undefined) return []
    return [
      {
        ...base,
        kind: 'erc1155',
        tokenAddress,
        tokenId: id,
        amount: value,
        ...ends(indexed[1]!, indexed[2]!),
      },
    ]
  }
  if (topic0 === TRANSFER_TOPICS.transferBatch && indexed.length === 3) {
    const [ids, values] = decodeOrUndefined(['uint256[]', 'uint256[]'], log.data) ?? []
    if (!ids || !values || ids.length !== values.length) return []
    return ids.map((tokenId, batchIndex) => ({
      ...base,
      batchIndex,
      kind: 'erc1155' as const,
      tokenAddress,
      tokenId,
      amount: values[batchIndex]!,
      ...ends(indexed[1]!, indexed[2]!),
    }))
  }
  return []
}

function ends(fromTopic: string, toTopic: string) {
  return { from: topicAddress(fromTopic), to: topicAddress(toTopic) }
}

function decodeOrUndefined<const Types extends readonly ('uint256' | 'uint256[]')[]>(
  types: Types,
  data: string,
) {
  try {
    return decodeAbiParameters(
      types.map((type) => ({ type })),
      data as Hex,
    ) as unknown as { [K in keyof Types]: Types[K] extends 'uint256' ? bigint : readonly bigint[] }
  } catch {
    return undefined // malformed data: not a standard ERC-1155 event, so not a transfer we can state
  }
}
