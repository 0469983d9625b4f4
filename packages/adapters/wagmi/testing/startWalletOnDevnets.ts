// Test fixture: devnet chains 31337 and 31338 on free ports and the Portico Dev Wallet on them.
import {
  devnetAccounts,
  porticoDevnet,
  porticoDevnetTwo,
  startDevnet,
  withRpcUrl,
  type DevnetNetwork,
  type RunningDevnet,
} from '@portico/devnet'
import { createDevWalletProvider } from '@portico/wallet'
import type { Address, EIP1193Provider } from 'viem'

/** What a test gets from {@link startWalletOnDevnets}. */
export interface WalletOnDevnets {
  networkOne: DevnetNetwork
  networkTwo: DevnetNetwork
  /** The wallet as an EIP-1193 provider. */
  provider: EIP1193Provider
  address: Address
  stop(): Promise<void>
}

/**
 * Starts both chains and a dev wallet holding devnet account `accountIndex`, active on 31337.
 *
 * @example
 * const world = await startWalletOnDevnets(7)
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
  return {
    networkOne: withRpcUrl(porticoDevnet, one.rpcUrl),
    networkTwo: withRpcUrl(porticoDevnetTwo, two.rpcUrl),
    provider: wallet as unknown as EIP1193Provider,
    address: wallet.address,
    stop: async () => void (await Promise.all(devnets.map((devnet) => devnet.stop()))),
  }
}
