// Test fixture: both devnet chains on free ports and a real EIP-1193 wallet (the Portico Dev Wallet) on them.
import type { ChainAdapter } from '@portico/core'
import {
  devnetAccounts,
  porticoDevnet,
  porticoDevnetTwo,
  startDevnet,
  withRpcUrl,
  type DevnetNetwork,
  type RunningDevnet,
} from '@portico/devnet'
import { createDevWalletProvider, type DevWalletProvider } from '@portico/wallet'
import type { EIP1193Provider } from 'viem'

/** What a test gets from {@link startWalletOnDevnets}. */
export interface WalletOnDevnets<A extends ChainAdapter = ChainAdapter> {
  /** Portico Devnet (31337) at its running RPC URL. */
  networkOne: DevnetNetwork
  /** Portico Devnet Two (31338) at its running RPC URL. */
  networkTwo: DevnetNetwork
  /** The wallet, typed as the EIP-1193 provider adapters and core take. */
  provider: EIP1193Provider
  /** The same wallet with its own controls (e.g. `selectAccount`, an account change made in the wallet). */
  wallet: DevWalletProvider
  /** The address the wallet holds (checksummed). */
  address: `0x${string}`
  /** A fresh adapter over both networks. */
  createAdapter(): A
  /** Stops both chains. */
  stop(): Promise<void>
}

/**
 * Starts 31337 and 31338 and a dev wallet holding devnet account `accountIndex`, active on 31337; adapters come
 * from `createAdapter`, given both networks at their running RPC URLs.
 *
 * @example
 * const world = await startWalletOnDevnets(5, (networks) => createEvmAdapter({ networks }))
 * const adapter = world.createAdapter()
 * await adapter.connect({ provider: world.provider })
 */
export async function startWalletOnDevnets<A extends ChainAdapter>(
  accountIndex: number,
  createAdapter: (networks: readonly [DevnetNetwork, DevnetNetwork]) => A,
): Promise<WalletOnDevnets<A>> {
  const devnets: RunningDevnet[] = await Promise.all([
    startDevnet({ chainId: 31337, port: 0 }),
    startDevnet({ chainId: 31338, port: 0 }),
  ])
  const [one, two] = devnets as [RunningDevnet, RunningDevnet]
  const account = devnetAccounts[accountIndex]
  if (!account) throw new Error(`The devnet has no account ${accountIndex}`)
  const wallet = createDevWalletProvider({
    privateKey: account.privateKey,
    chains: [
      { id: one.chainId, name: porticoDevnet.name, rpcUrl: one.rpcUrl },
      { id: two.chainId, name: porticoDevnetTwo.name, rpcUrl: two.rpcUrl },
    ],
  })
  const networks = [withRpcUrl(porticoDevnet, one.rpcUrl), withRpcUrl(porticoDevnetTwo, two.rpcUrl)] as const
  return {
    networkOne: networks[0],
    networkTwo: networks[1],
    // Its `request` is looser than viem's per-method typing, which is all adapters rely on.
    provider: wallet as unknown as EIP1193Provider,
    wallet,
    address: wallet.address,
    createAdapter: () => createAdapter(networks),
    stop: async () => void (await Promise.all(devnets.map((devnet) => devnet.stop()))),
  }
}
