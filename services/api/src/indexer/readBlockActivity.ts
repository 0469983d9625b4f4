import {
  formatTransactionReceipt,
  numberToHex,
  type Hash,
  type PublicClient,
  type TransactionReceipt,
} from 'viem'
import type { ApiChain } from '../config/apiChain.ts'
import { decodeTransferLog, type DecodedTransfer } from './decodeTransferLog.ts'
import type { BlockActivity, IndexedTransaction, IndexedTransfer } from './indexedRows.ts'
import { isMethodUnsupported } from './isMethodUnsupported.ts'
import { readInternalTransfers } from './readInternalTransfers.ts'
import type { TokenMetadataReader } from './readTokenMetadata.ts'

// keccak256 of Approval(address,address,uint256) and ApprovalForAll(address,address,bool).
const APPROVAL_TOPICS = new Set([
  '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
  '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31',
])

/**
 * What a chain's node offers beyond the standard methods, learnt on first use: `false` once the node said it
 * lacks the method (the indexer then reads receipts one by one, or goes without internal transfers).
 */
export interface ChainCapabilities {
  blockReceipts?: boolean
  traces?: boolean
  /** Told once when a capability turns out to be missing. */
  onMissing?: (method: string) => void
}

/** Parameters of {@link readBlockActivity}. */
export interface ReadBlockActivityParameters {
  client: PublicClient
  chain: ApiChain
  blockNumber: bigint
  metadata: TokenMetadataReader
  capabilities: ChainCapabilities
}

/** Calls an optional method; a node without it answers undefined and is not asked again. */
async function whenOffered<T>(
  capabilities: ChainCapabilities,
  name: 'blockReceipts' | 'traces',
  method: string,
  call: () => Promise<T>,
): Promise<T | undefined> {
  if (capabilities[name] === false) return undefined
  try {
    const result = await call()
    capabilities[name] = true
    return result
  } catch (error) {
    if (capabilities[name] === true || !isMethodUnsupported(error)) throw error
    // Blocks are read concurrently: only the first to learn it tells.
    if (capabilities[name] === false) return undefined
    capabilities[name] = false
    capabilities.onMissing?.(method)
    return undefined
  }
}

async function readReceipts(
  { client, blockNumber, capabilities }: ReadBlockActivityParameters,
  hashes: readonly Hash[],
): Promise<TransactionReceipt[]> {
  if (hashes.length === 0) return []
  const all = await whenOffered(capabilities, 'blockReceipts', 'eth_getBlockReceipts', () =>
    client.request({ method: 'eth_getBlockReceipts', params: [numberToHex(blockNumber)] }),
  )
  if (all) {
    const byHash = new Map(all.map((r) => [r.transactionHash.toLowerCase(), r]))
    return hashes.map((hash) => {
      const raw = byHash.get(hash.toLowerCase())
      if (!raw) throw new Error(`eth_getBlockReceipts for block ${blockNumber} has no receipt for ${hash}`)
      return formatTransactionReceipt(raw)
    })
  }
  return Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })))
}

async function withMetadata(
  transfer: DecodedTransfer,
  { metadata, chain }: ReadBlockActivityParameters,
): Promise<IndexedTransfer> {
  const plain = { priceUsd: 0, nftImage: null, isSpam: false }
  if (transfer.kind === 'native' || transfer.kind === 'internal') {
    const { name, symbol, decimals } = chain.nativeCurrency
    return { ...transfer, ...plain, tokenName: name, tokenSymbol: symbol, tokenDecimals: decimals }
  }
  if (transfer.kind === 'erc20') {
    const info = await metadata.token(transfer.tokenAddress!)
    return {
      ...transfer,
      ...plain,
      tokenName: info.name,
      tokenSymbol: info.symbol,
      tokenDecimals: info.decimals,
    }
  }
  const nft = await metadata.nft(transfer.kind, transfer.tokenAddress!, transfer.tokenId!)
  return {
    ...transfer,
    ...plain,
    tokenName: nft.name,
    tokenSymbol: null,
    tokenDecimals: 0,
    nftImage: nft.image,
    isSpam: nft.isSpam,
  }
}

/**
 * Reads one block and turns it into history rows: every transaction; for each that succeeded, its native
 * value, the native value its inner calls moved (when the node offers `trace_block`), and its ERC-20, ERC-721
 * and ERC-1155 transfer logs, with token metadata read from the chain. Receipts come from one
 * `eth_getBlockReceipts` call where offered, else one call per transaction.
 *
 * @example
 * const { block, transactions, transfers } = await readBlockActivity({ client, chain, blockNumber: 12n,
 *   metadata: createTokenMetadataReader(client, chain), capabilities: {} })
 */
export async function readBlockActivity(parameters: ReadBlockActivityParameters): Promise<BlockActivity> {
  const { client, blockNumber, capabilities } = parameters
  const block = await client.getBlock({ blockNumber, includeTransactions: true })
  const hashes = block.transactions.map((tx) => tx.hash)
  const [receipts, internal] = await Promise.all([
    readReceipts(parameters, hashes),
    hashes.length === 0
      ? undefined
      : whenOffered(capabilities, 'traces', 'trace_block', () => readInternalTransfers(client, blockNumber)),
  ])
  const transactions: IndexedTransaction[] = []
  const decoded: DecodedTransfer[] = []
  for (const [i, tx] of block.transactions.entries()) {
    const receipt = receipts[i]!
    const hash = tx.hash.toLowerCase()
    const to = (tx.to ?? receipt.contractAddress ?? null)?.toLowerCase() ?? null
    const status = receipt.status === 'success' ? 'confirmed' : 'failed'
    const approves = receipt.logs.some((log) => log.topics[0] && APPROVAL_TOPICS.has(log.topics[0]))
    transactions.push({
      hash,
      blockNumber,
      txIndex: tx.transactionIndex ?? i,
      minedAt: block.timestamp,
      from: tx.from.toLowerCase(),
      to,
      nonce: tx.nonce,
      status,
      callKind: !tx.to ? 'deploy' : approves ? 'approve' : tx.input === '0x' ? 'transfer' : 'call',
    })
    // A failed transaction moved no value, so only its metadata is kept.
    if (status !== 'confirmed') continue
    if (tx.value > 0n && to) {
      const from = tx.from.toLowerCase()
      decoded.push({
        txHash: hash,
        logIndex: -1,
        batchIndex: 0,
        kind: 'native',
        tokenAddress: null,
        tokenId: null,
        from,
        to,
        amount: tx.value,
      })
    }
    decoded.push(...(internal?.get(hash) ?? []))
    for (const log of receipt.logs) {
      decoded.push(...decodeTransferLog({ ...log, logIndex: log.logIndex ?? -1, transactionHash: hash }))
    }
  }
  return {
    block: {
      number: blockNumber,
      hash: block.hash.toLowerCase(),
      parentHash: block.parentHash.toLowerCase(),
    },
    transactions,
    transfers: await Promise.all(decoded.map((transfer) => withMetadata(transfer, parameters))),
  }
}
