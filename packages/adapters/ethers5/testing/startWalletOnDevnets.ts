// Test fixture: both devnet chains on free ports and a real EIP-1193 wallet (the Portico Dev Wallet) on them.
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
import { Ethers5Adapter } from '../src/Ethers5Adapter.ts'

/** What a test gets from {@link startWalletOnDevnets}. */
export interface WalletOnDevnets {
  /** Portico Devnet (31337) at its running RPC URL. */
  networkOne: DevnetNetwork
  /** Portico Devnet Two (31338) at its running RPC URL. */
  networkTwo: DevnetNetwork
  /** The wallet, typed as the EIP-1193 provider core records for a connection. */
  provider: EIP1193Provider
  /** The same wallet with its own controls (e.g. `selectAccount`, an account change made in the wallet). */
  wallet: DevWalletProvider
  /** The address the wallet holds (checksummed). */
  address: `0x${string}`
  /** A fresh adapter that learnt both networks as `createAppKit` hands them over. */
  createAdapter(): Ethers5Adapter
  /** Stops both chains. */
  stop(): Promise<void>
}

/**
 * Starts 31337 and 31338 and a dev wallet holding devnet account `accountIndex`, active on 31337.
 *
 * @example
 * const world = await startWalletOnDevnets(5)
 * const adapter = world.createAdapter()
 */
export async function startWalletOnDevnets(accountIndex: number): Promise<WalletOnDevnets> {
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
  const networkOne = withRpcUrl(porticoDevnet, one.rpcUrl)
  const networkTwo = withRpcUrl(porticoDevnetTwo, two.rpcUrl)
  return {
    networkOne,
    networkTwo,
    // Its `request` is looser than viem's per-method typing, which is all the adapter relies on.
    provider: wallet as unknown as EIP1193Provider,
    wallet,
    address: wallet.address,
    createAdapter: () => {
      const adapter = new Ethers5Adapter()
      adapter.setNetworks([networkOne, networkTwo])
      return adapter
    },
    stop: async () => void (await Promise.all(devnets.map((devnet) => devnet.stop()))),
  }
}
