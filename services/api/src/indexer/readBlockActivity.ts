import { erc20Abi, hexToBigInt, type Address, type Log, type PublicClient } from 'viem'
import type { ApiChain } from '../config/apiChain.ts'
import type { BlockActivity, IndexedTransaction, IndexedTransfer } from './indexedRows.ts'

// keccak256 of the event signatures: Transfer(address,address,uint256), Approval(address,address,uint256),
// ApprovalForAll(address,address,bool).
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const APPROVAL_TOPICS = new Set([
  '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
  '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31',
])

/** Name, symbol and decimals of an ERC-20 token; null fields when the contract does not say. */
export interface TokenInfo {
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** An ERC-721 token's display facts (name, image, spam flag), e.g. from the devnet's fixture metadata. */
export interface NftInfo {
  contract: string
  tokenId: bigint
  name: string
  image: string
  isSpam: boolean
}

/** Parameters of {@link readBlockActivity}. */
export interface ReadBlockActivityParameters {
  client: PublicClient
  chain: ApiChain
  blockNumber: bigint
  /** Known ERC-721 tokens; others get `#<id>` as name, no image, and no spam flag. */
  nfts: readonly NftInfo[]
  /** Memo of ERC-20 metadata by lower-case address, shared between calls. */
  tokenInfo: Map<string, Promise<TokenInfo>>
}

const topicAddress = (topic: string) => `0x${topic.slice(26)}`.toLowerCase()

function readTokenInfo(client: PublicClient, chain: ApiChain, address: string): Promise<TokenInfo> {
  const known = chain.tokens.find((t) => t.address.toLowerCase() === address)
  if (known) return Promise.resolve({ name: known.name, symbol: known.symbol, decimals: known.decimals })
  const call = (functionName: 'name' | 'symbol' | 'decimals') =>
    client.readContract({ address: address as Address, abi: erc20Abi, functionName }).catch(() => null)
  return Promise.all([call('name'), call('symbol'), call('decimals')]).then(([name, symbol, decimals]) => ({
    name: typeof name === 'string' ? name : null,
    symbol: typeof symbol === 'string' ? symbol : null,
    decimals: typeof decimals === 'number' ? decimals : null,
  }))
}

async function logTransfer(
  log: Log,
  { client, chain, nfts, tokenInfo }: ReadBlockActivityParameters,
): Promise<IndexedTransfer | undefined> {
  const [topic0, fromTopic, toTopic, idTopic] = log.topics
  if (topic0 !== TRANSFER_TOPIC || !fromTopic || !toTopic || log.logIndex === null) return undefined
  const token = log.address.toLowerCase()
  const common = {
    txHash: (log.transactionHash ?? '').toLowerCase(),
    logIndex: log.logIndex,
    tokenAddress: token,
    from: topicAddress(fromTopic),
    to: topicAddress(toTopic),
    priceUsd: 0,
  }
  if (idTopic && log.topics.length === 4) {
    // ERC-721: the token id is the third indexed argument.
    const tokenId = hexToBigInt(idTopic)
    const nft = nfts.find((n) => n.contract.toLowerCase() === token && n.tokenId === tokenId)
    return {
      ...common,
      kind: 'erc721',
      tokenId,
      amount: 1n,
      tokenName: nft?.name ?? `#${tokenId}`,
      tokenSymbol: null,
      tokenDecimals: 0,
      nftImage: nft?.image ?? null,
      isSpam: nft?.isSpam ?? false,
    }
  }
  if (log.topics.length !== 3) return undefined
  if (!tokenInfo.has(token)) tokenInfo.set(token, readTokenInfo(client, chain, token))
  const info = await tokenInfo.get(token)!
  return {
    ...common,
    kind: 'erc20',
    tokenId: null,
    amount: log.data === '0x' ? 0n : hexToBigInt(log.data),
    tokenName: info.name,
    tokenSymbol: info.symbol,
    tokenDecimals: info.decimals,
    nftImage: null,
    isSpam: false,
  }
}

/**
 * Reads one block with its receipts and turns it into history rows: every transaction, its native value
 * (when it succeeded and moved some), and the ERC-20 (3 topics) and ERC-721 (4 topics) Transfer logs.
 *
 * @example
 * const { block, transactions, transfers } = await readBlockActivity({ client, chain, blockNumber: 12n,
 *   nfts: [], tokenInfo: new Map() })
 */
export async function readBlockActivity(parameters: ReadBlockActivityParameters): Promise<BlockActivity> {
  const { client, chain, blockNumber } = parameters
  const block = await client.getBlock({ blockNumber, includeTransactions: true })
  const receipts = await Promise.all(
    block.transactions.map((tx) => client.getTransactionReceipt({ hash: tx.hash })),
  )
  const transactions: IndexedTransaction[] = []
  const transfers: IndexedTransfer[] = []
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
    if (status === 'confirmed' && tx.value > 0n && to) {
      const native = chain.nativeCurrency
      transfers.push({
        txHash: hash,
        logIndex: -1,
        kind: 'native',
        tokenAddress: null,
        tokenId: null,
        from: tx.from.toLowerCase(),
        to,
        amount: tx.value,
        tokenName: native.name,
        tokenSymbol: native.symbol,
        tokenDecimals: native.decimals,
        priceUsd: 0,
        nftImage: null,
        isSpam: false,
      })
    }
    if (status !== 'confirmed') continue
    for (const log of receipt.logs) {
      const transfer = await logTransfer(log, parameters)
      if (transfer) transfers.push(transfer)
    }
  }
  return {
    block: {
      number: blockNumber,
      hash: block.hash.toLowerCase(),
      parentHash: block.parentHash.toLowerCase(),
    },
    transactions,
    transfers,
  }
}
