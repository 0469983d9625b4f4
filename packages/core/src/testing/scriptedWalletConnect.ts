// A scripted WalletConnect connector for core's unit tests: the real one (@portico/walletconnect, on the sign
// client and our relay) is exercised by its integration tests and the e2e suite.
import type { EIP1193Provider } from 'viem'
import type {
  RemoteWalletSession,
  WalletConnectConnectParameters,
  WalletConnectConnector,
} from '../walletConnect/walletConnectConnector.ts'
import { ALICE, createFakeProvider, type FakeProvider } from './fakeProvider.ts'

export interface ScriptedWalletConnect {
  connector: WalletConnectConnector
  /** The wallet's provider behind the session. */
  wallet: FakeProvider
  /** Each connect call's parameters, in order. */
  connects: WalletConnectConnectParameters[]
  /** Approves the pending proposal. */
  approve(): void
  /** Rejects the pending proposal with `error`. */
  reject(error: unknown): void
  /** How many times disconnect() ran. */
  disconnects: number
  /** The topics disconnect() was given. */
  disconnectedTopics: (string | undefined)[]
  /** What restore() answers. */
  stored: RemoteWalletSession | undefined
}

export function sessionOf(provider: EIP1193Provider, topic = 'topic-1'): RemoteWalletSession {
  return {
    topic,
    accounts: [`eip155:31337:${ALICE}`],
    peer: { name: 'Portico Web Wallet', icon: 'data:image/svg+xml,<svg/>', url: 'http://127.0.0.1:5174' },
    eip155Provider: provider,
    request: (parameters) => provider.request(parameters as never),
    namespaces: ['eip155'],
  }
}

export function createScriptedWalletConnect(): ScriptedWalletConnect {
  const wallet = createFakeProvider()
  let settle: { resolve(session: RemoteWalletSession): void; reject(error: unknown): void } | undefined
  let pairings = 0
  const script: ScriptedWalletConnect = {
    wallet,
    connects: [],
    disconnects: 0,
    disconnectedTopics: [],
    stored: undefined,
    approve: () => settle?.resolve(sessionOf(wallet.provider)),
    reject: (error) => settle?.reject(error),
    connector: {
      connect(parameters) {
        script.connects.push(parameters)
        pairings += 1
        parameters.onPairing({ uri: `wc:pairing-${pairings}@2`, expiresAt: Date.now() + 240_000 })
        return new Promise((resolve, reject) => {
          settle = { resolve, reject }
          parameters.signal?.addEventListener('abort', () => reject(new Error('aborted')))
        })
      },
      restore: async () => script.stored,
      async disconnect(topic) {
        script.disconnects += 1
        script.disconnectedTopics.push(topic)
      },
      onSessionEvent: () => () => undefined,
    },
  }
  return script
}
