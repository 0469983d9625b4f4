import { encodeFunctionData, erc20Abi, numberToHex, type Address, type Hex, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ApiChain } from '../src/config/apiChain.ts'
import type { Database } from '../src/db/database.ts'
import { TRANSFER_TOPICS } from '../src/indexer/decodeTransferLog.ts'
import { indexOnce } from '../src/indexer/indexOnce.ts'

/** Parameters of {@link benchIndexer}. */
export interface BenchIndexerParameters {
  db: Database
  client: PublicClient
  chain: ApiChain
  /** ERC-20 token to move (the sender must hold it) and the senders' keys. */
  token: Address
  tokenSender: Hex
  ethSender: Hex
  receivers: readonly Address[]
  /** Blocks to add, each with `perBlock` transactions (half ERC-20, half ETH). */
  blocks: number
  perBlock: number
  /** Blocks per indexer transaction and per eth_getLogs call; default 50. */
  batchSize?: number
}

/** Indexer and raw eth_getLogs throughput over the same blocks. */
export interface BenchIndexerReturnType {
  blocks: number
  seconds: { logs: number; indexer: number }
  logs: number
  transfers: number
}

/** Adds `blocks` blocks of transfers to a devnet whose automine is paused while they are sent. */
async function generateTransfers(p: BenchIndexerParameters) {
  const { client } = p
  const tokenSender = privateKeyToAccount(p.tokenSender)
  const ethSender = privateKeyToAccount(p.ethSender)
  const fees = { maxFeePerGas: (await client.getGasPrice()) * 4n, maxPriorityFeePerGas: 1n }
  const nonces = new Map<Address, number>()
  for (const account of [tokenSender, ethSender]) {
    nonces.set(
      account.address,
      await client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    )
  }
  const send = async (account: typeof tokenSender, tx: { to: Address; value?: bigint; data?: Hex }) => {
    const nonce = nonces.get(account.address)!
    nonces.set(account.address, nonce + 1)
    const raw = await account.signTransaction({
      ...tx,
      ...fees,
      nonce,
      gas: 100_000n,
      chainId: p.chain.chainId,
      type: 'eip1559',
    })
    await client.request({ method: 'eth_sendRawTransaction', params: [raw] })
  }
  await client.request({ method: 'evm_setAutomine', params: [false] } as never)
  try {
    for (let block = 0; block < p.blocks; block++) {
      const sends: Promise<void>[] = []
      for (let i = 0; i < p.perBlock; i++) {
        const to = p.receivers[(block + i) % p.receivers.length]!
        if (i % 2 === 0) {
          const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1n] })
          sends.push(send(tokenSender, { to: p.token, data }))
        } else {
          sends.push(send(ethSender, { to, value: 1n }))
        }
      }
      await Promise.all(sends)
      await client.request({ method: 'evm_mine' } as never)
    }
  } finally {
    await client.request({ method: 'evm_setAutomine', params: [true] } as never)
  }
}

/**
 * Generates blocks of ERC-20 and ETH transfers on a devnet, then times (1) raw `eth_getLogs` for the transfer
 * events over every block in `batchSize` ranges and (2) the indexer storing every block from 0 into `db`.
 *
 * @example
 * const result = await benchIndexer({ db, client, chain, token, tokenSender, ethSender, receivers, blocks: 300, perBlock: 10 })
 */
export async function benchIndexer(p: BenchIndexerParameters): Promise<BenchIndexerReturnType> {
  const { client, batchSize = 50 } = p
  await generateTransfers(p)
  const head = await client.getBlockNumber({ cacheTime: 0 })
  const topics = [[TRANSFER_TOPICS.transfer, TRANSFER_TOPICS.transferSingle, TRANSFER_TOPICS.transferBatch]]
  let started = performance.now()
  let logs = 0
  for (let from = 0n; from <= head; from += BigInt(batchSize)) {
    const to = from + BigInt(batchSize) - 1n < head ? from + BigInt(batchSize) - 1n : head
    const found = (await client.request({
      method: 'eth_getLogs',
      params: [{ fromBlock: numberToHex(from), toBlock: numberToHex(to), topics }],
    } as never)) as unknown[]
    logs += found.length
  }
  const logSeconds = (performance.now() - started) / 1000
  started = performance.now()
  const round = await indexOnce({ db: p.db, client, chain: p.chain, batchSize })
  const indexerSeconds = (performance.now() - started) / 1000
  return {
    blocks: Number(head) + 1,
    seconds: { logs: logSeconds, indexer: indexerSeconds },
    logs,
    transfers: round.transfers,
  }
}

/**
 * The bench's indexer table: blocks/s and transfers/s of the indexer next to raw eth_getLogs, with the ratio.
 *
 * @example
 * console.log(formatIndexerBench(result, 'PGlite'))
 */
export function formatIndexerBench(r: BenchIndexerReturnType, database: string): string {
  const cells = (values: string[]) => `| ${values.join(' | ')} |`
  const rate = (n: number, s: number) => (n / s).toFixed(0)
  return [
    `\nindexer vs raw eth_getLogs, ${r.blocks} blocks from 0, ${database}, loopback devnet`,
    '',
    cells(['reader', 'seconds', 'blocks/s', 'transfers/s', 'transfers']),
    cells(Array(5).fill('---')),
    cells([
      'raw eth_getLogs (transfer events only)',
      r.seconds.logs.toFixed(2),
      rate(r.blocks, r.seconds.logs),
      rate(r.logs, r.seconds.logs),
      String(r.logs),
    ]),
    cells([
      'indexer (blocks, receipts, traces, metadata, writes)',
      r.seconds.indexer.toFixed(2),
      rate(r.blocks, r.seconds.indexer),
      rate(r.transfers, r.seconds.indexer),
      String(r.transfers),
    ]),
    cells([
      'ratio indexer / eth_getLogs',
      '',
      (r.seconds.logs / r.seconds.indexer).toFixed(3),
      (r.transfers / r.seconds.indexer / (r.logs / r.seconds.logs)).toFixed(3),
      '',
    ]),
  ].join('\n')
}
