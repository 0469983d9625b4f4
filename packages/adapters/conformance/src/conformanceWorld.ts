import type { CaipNetwork } from '@portico/common'
import {
  createAppKitCore,
  createMemoryStorage,
  type AnnouncedProviderSource,
  type AppKitCore,
  type ChainAdapter,
  type StorageLike,
} from '@portico/core'
import {
  devnetAccounts,
  porticoDevnet,
  porticoDevnetTwo,
  startDevnet,
  withRpcUrl,
  type DevnetNetwork,
  type RunningDevnet,
} from '@portico/devnet'
import { createDevWalletProvider, type DevWalletChain, type DevWalletProvider } from '@portico/wallet'
import { createPublicClient, http, type EIP1193Provider, type PublicClient } from 'viem'
import { scriptWallet, type ScriptedWallet } from './scriptedWallet.ts'

/** The Portico Dev Wallet's EIP-6963 identity. */
export const DEV_WALLET = { rdns: 'io.portico.devwallet', name: 'Portico Dev Wallet' } as const

/** The wallet as an adapter under test receives it. */
export interface ConformanceWallet {
  /** Its EIP-1193 provider (the one core's announcement carries). */
  provider: EIP1193Provider
  /** Its EIP-6963 rdns, `io.portico.devwallet`. */
  rdns: string
  /** Its display name. */
  name: string
}

/** An EVM adapter under test: how to make a fresh one. */
export interface EvmConformanceSubject {
  /** Name shown in the suite's title, e.g. 'adapter-evm'. */
  name: string
  /**
   * A fresh adapter over `networks`; `wallet` is the dev wallet (the wagmi adapter needs it for an injected
   * connector); `storage` is the page's storage, the one core gets, kept across a reload (for an adapter that keeps
   * its own record of the connection, as wagmi does).
   */
  createAdapter(world: {
    networks: readonly CaipNetwork[]
    wallet: ConformanceWallet
    storage: StorageLike
  }): ChainAdapter
}

/** An app made by {@link ConformanceWorld.createApp}. */
export interface ConformanceApp {
  core: AppKitCore
  adapter: ChainAdapter
}

/** Two devnet chains, the dev wallet on them, and apps built over both. */
export interface ConformanceWorld {
  /** Portico Devnet (31337) at its running RPC URL. */
  networkOne: DevnetNetwork
  /** Portico Devnet Two (31338) at its running RPC URL. */
  networkTwo: DevnetNetwork
  /** The dev wallet itself (to act in the wallet: pick an account, switch chain). */
  devWallet: DevWalletProvider
  /** The dev wallet seen through a recorder; what apps are given. */
  wallet: ScriptedWallet
  /** The account the wallet holds at the start of each case. */
  holder: (typeof devnetAccounts)[number]
  /** A reader of `network`'s node. */
  reader(network: DevnetNetwork): PublicClient
  /** A dev wallet that knows only 31337 (for the 4902 case), seen through a recorder. */
  walletKnowingOnlyChainOne(): { devWallet: DevWalletProvider; wallet: ScriptedWallet }
  /** An app (core with a fresh adapter of the subject), as a page load makes it; destroyed by {@link ConformanceWorld.destroyApps}. */
  createApp(options?: { storage?: StorageLike; wallet?: ScriptedWallet }): ConformanceApp
  /** Destroys every app made so far (a page going away). */
  destroyApps(): void
  /** Stops both chains. */
  stop(): Promise<void>
}

function announcing(provider: EIP1193Provider): AnnouncedProviderSource {
  const detail = {
    info: { ...DEV_WALLET, uuid: `${DEV_WALLET.rdns}-conformance`, icon: 'data:image/svg+xml,<svg/>' },
    provider,
  }
  return { subscribe: (listener) => (listener([detail] as never, {} as never), () => undefined) }
}

/**
 * Starts 31337 and 31338 and a dev wallet holding devnet account `accountIndex`, active on 31337.
 *
 * @example
 * const world = await startConformanceWorld(subject, 2)
 * const { core, adapter } = world.createApp()
 */
export async function startConformanceWorld(
  subject: EvmConformanceSubject,
  accountIndex: number,
): Promise<ConformanceWorld> {
  const devnets: RunningDevnet[] = await Promise.all([
    startDevnet({ chainId: 31337, port: 0 }),
    startDevnet({ chainId: 31338, port: 0 }),
  ])
  const [one, two] = devnets as [RunningDevnet, RunningDevnet]
  const holder = devnetAccounts[accountIndex]
  if (!holder) throw new Error(`The devnet has no account ${accountIndex}`)
  const chainOne: DevWalletChain = { id: one.chainId, name: porticoDevnet.name, rpcUrl: one.rpcUrl }
  const chainTwo: DevWalletChain = { id: two.chainId, name: porticoDevnetTwo.name, rpcUrl: two.rpcUrl }
  const devWallet = createDevWalletProvider({ privateKey: holder.privateKey, chains: [chainOne, chainTwo] })
  const wallet = scriptWallet(devWallet)
  const networkOne = withRpcUrl(porticoDevnet, one.rpcUrl)
  const networkTwo = withRpcUrl(porticoDevnetTwo, two.rpcUrl)
  const networks = [networkOne, networkTwo]
  const apps: AppKitCore[] = []

  return {
    networkOne,
    networkTwo,
    devWallet,
    wallet,
    holder,
    reader: (network) => createPublicClient({ transport: http(network.rpcUrls.default.http[0]) }),
    walletKnowingOnlyChainOne: () => {
      const onlyOne = createDevWalletProvider({ privateKey: holder.privateKey, chains: [chainOne] })
      return { devWallet: onlyOne, wallet: scriptWallet(onlyOne) }
    },
    createApp: ({ storage = createMemoryStorage(), wallet: appWallet = wallet } = {}) => {
      const adapter = subject.createAdapter({
        networks,
        wallet: { ...DEV_WALLET, provider: appWallet.provider },
        storage,
      })
      const core = createAppKitCore(
        {
          projectId: 'conformance',
          networks: [networkOne, networkTwo],
          adapters: [adapter],
          // No API here: balances fail into the account's balanceError, which no case reads.
          endpoints: { api: 'http://127.0.0.1:9' },
          features: { analytics: false },
        },
        { announcedProviders: announcing(appWallet.provider), storage },
      )
      apps.push(core)
      return { core, adapter }
    },
    destroyApps: () => apps.splice(0).forEach((core) => core.destroy()),
    stop: async () => void (await Promise.all(devnets.map((devnet) => devnet.stop()))),
  }
}
