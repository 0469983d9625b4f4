// Test support (not part of the API): a devnet chain reachable only through fault proxies, one per "RPC URL".
import { startDevnet, type RunningDevnet } from './devnet.ts'
import { startFaultProxy, type FaultProxy } from './faultProxy.ts'

/** A running {@link startFaultyChain}. */
export interface FaultyChain {
  devnet: RunningDevnet
  /** One proxy per RPC URL, in `urls` order. */
  proxies: FaultProxy[]
  /** The proxies' URLs: the chain's RPC URLs as a transport sees them. */
  urls: string[]
  /** Stops the proxies and anvil. */
  stop(): Promise<void>
}

/**
 * Starts devnet chain 31337 (fixtures deployed) on a free port and `count` fault proxies in front of it.
 *
 * @example
 * const chain = await startFaultyChain(2)
 * chain.proxies[0].setFault({ kind: 'drop' })
 * const client = createPublicClient({ chain: porticoDevnet, transport: createRpcTransport({ urls: chain.urls }) })
 * await chain.stop()
 */
export async function startFaultyChain(count: number): Promise<FaultyChain> {
  const devnet = await startDevnet({ chainId: 31337, port: 0 })
  const proxies = await Promise.all(
    Array.from({ length: count }, () => startFaultProxy({ target: devnet.rpcUrl })),
  )
  return {
    devnet,
    proxies,
    urls: proxies.map((proxy) => proxy.url),
    async stop() {
      await Promise.all(proxies.map((proxy) => proxy.close()))
      await devnet.stop()
    },
  }
}
