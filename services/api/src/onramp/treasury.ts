import {
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseUnits,
  type Hex,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { ChainClients } from '../chains/createChainClients.ts'
import type { SandboxAsset } from './sandboxOnrampProvider.ts'

/** Thrown, before anything is sent, when a payout would leave the treasury below its floor. */
export class TreasuryFloorError extends Error {
  override name = 'TreasuryFloorError'
}

/** Sends purchased assets to buyers. */
export interface Treasury {
  /** The treasury's address (history's `onramp` filter selects transfers from it). */
  readonly address: `0x${string}`
  /**
   * Sends `amount` (whole units, decimal string) of `asset` to `to`, waits for the receipt, returns the hash.
   *
   * @throws {TreasuryFloorError} when less than `keep` (base units) of the asset would be left.
   */
  send(parameters: { asset: SandboxAsset; to: `0x${string}`; amount: string; keep: bigint }): Promise<Hex>
}

/**
 * The sandbox on-ramp's treasury: a devnet account that really pays out purchases (native coin or the ERC-20).
 * Sends are serialised, so concurrent purchases never race for a nonce and each floor check sees the balance
 * the previous send left; a reverted transfer throws.
 *
 * @example
 * const treasury = createTreasury({ privateKey: devnetAccounts[0].privateKey, clients })
 * await treasury.send({ asset, to: buyer, amount: '0.5' })
 */
export function createTreasury({
  privateKey,
  clients,
}: {
  privateKey: Hex
  clients: ChainClients
}): Treasury {
  // Derived on first use (a payout or the address): the public key costs about 0.1 s of CPU at start-up.
  let derived: PrivateKeyAccount | undefined
  const account = () => (derived ??= privateKeyToAccount(privateKey))
  let queue: Promise<unknown> = Promise.resolve()
  async function sendNow({ asset, to, amount, keep }: Parameters<Treasury['send']>[0]): Promise<Hex> {
    const reader = clients.get(asset.chain.caipNetworkId) as PublicClient | undefined
    if (!reader) throw new Error(`No RPC client for ${asset.chain.caipNetworkId}`)
    const chain = defineChain({
      id: asset.chain.chainId,
      name: asset.chain.name,
      nativeCurrency: asset.chain.nativeCurrency,
      rpcUrls: { default: { http: [asset.chain.rpcUrl] } },
    })
    const wallet = createWalletClient({ account: account(), chain, transport: http(asset.chain.rpcUrl) })
    const value = parseUnits(amount, asset.decimals)
    const held = asset.address
      ? await reader.readContract({
          address: asset.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account().address],
        })
      : await reader.getBalance({ address: account().address })
    if (held - value < keep) {
      throw new TreasuryFloorError(
        `Sending ${amount} ${asset.symbol} would take the treasury below its floor`,
      )
    }
    const hash = asset.address
      ? await wallet.sendTransaction({
          to: asset.address,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] }),
        })
      : await wallet.sendTransaction({ to, value })
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 100 })
    if (receipt.status !== 'success') throw new Error(`The treasury transfer ${hash} reverted`)
    return hash
  }
  return {
    get address() {
      return account().address
    },
    send(parameters) {
      const run = queue.then(() => sendNow(parameters))
      queue = run.catch(() => undefined) // the next send waits for this one, whatever its outcome
      return run
    },
  }
}
