import { createWalletClient, defineChain, hexToBigInt, http, type Address, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

/** An `eth_sendTransaction` parameter as dapps send it: hex quantities, all optional but `to` for calls. */
export interface TransactionRequestJson {
  from?: Address
  to?: Address | null
  data?: Hex
  input?: Hex
  value?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
}

/** Parameters of {@link sendDevnetTransaction}. */
export interface SendDevnetTransactionParameters {
  /** The signing account. */
  account: PrivateKeyAccount
  /** The chain the transaction is for. */
  chainId: number
  /** That chain's JSON-RPC URL. */
  rpcUrl: string
  /** The transaction as the dapp sent it. */
  transaction: TransactionRequestJson
}

const bigIntOf = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))

/**
 * Signs a dapp's transaction with a local key and sends it to the chain's RPC; viem fills in what the dapp
 * left out (nonce, gas, fees). Resolves with the transaction hash.
 *
 * @example
 * await sendDevnetTransaction({ account, chainId: 31337, rpcUrl, transaction: { to, value: '0x1' } }) // '0x…'
 */
export async function sendDevnetTransaction(parameters: SendDevnetTransactionParameters): Promise<Hex> {
  const { account, chainId, rpcUrl, transaction: tx } = parameters
  const chain = defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const fees =
    tx.maxFeePerGas !== undefined
      ? {
          maxFeePerGas: hexToBigInt(tx.maxFeePerGas),
          maxPriorityFeePerGas: bigIntOf(tx.maxPriorityFeePerGas),
        }
      : tx.gasPrice !== undefined
        ? { gasPrice: hexToBigInt(tx.gasPrice) }
        : {}
  return wallet.sendTransaction({
    account,
    chain,
    to: tx.to ?? null,
    data: tx.data ?? tx.input,
    value: bigIntOf(tx.value),
    gas: bigIntOf(tx.gas),
    nonce: tx.nonce === undefined ? undefined : Number(hexToBigInt(tx.nonce)),
    ...fees,
  } as Parameters<typeof wallet.sendTransaction>[0])
}
