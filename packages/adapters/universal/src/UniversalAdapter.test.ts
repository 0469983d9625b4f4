// The universal path end to end: our relay, the reference web wallet's real sign client (apps/wallet) and a
// devnet chain; core connects through the modal's WalletConnect flow, the app reaches the session through
// appKit.getUniversalProvider() and UniversalAdapter, on eip155 and solana. One relay for the whole file.
import { createPublicKey, verify } from 'node:crypto'
import { solanaDevnet, type CaipNetwork } from '@portico/common'
import {
  connectWalletConnect,
  createAppKitCore,
  createMemoryStorage,
  type UniversalProvider,
} from '@portico/core'
import { devnetAccounts, porticoDevnet, startDevnet, type RunningDevnet } from '@portico/devnet'
import { createMemoryMailbox, createRelayServer, type RelayServer } from '@portico/relay'
import { createMemoryKeyValueStorage } from '@portico/relay/testing'
import { createWebWallet, type WebWallet } from '@portico/wallet/web'
import { createWalletConnectConnector, type PorticoWalletConnectConnector } from '@portico/walletconnect'
import { base58 } from '@scure/base'
import { formatEther, hexToBytes, toHex, verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { UniversalAdapter } from './UniversalAdapter.ts'

const alice = devnetAccounts[0]!
const SOLANA_CHAIN = solanaDevnet.caipNetworkId
const metadata = {
  name: 'Universal Dapp',
  description: 'universal path',
  url: 'http://127.0.0.1:5173',
  icons: [],
}

let relay: RelayServer
let devnet: RunningDevnet
let wallet: WebWallet
let network: CaipNetwork
let connector: PorticoWalletConnectConnector | undefined
const seen: { event: string; payload: unknown }[] = []

/** Answers every proposal and request the web wallet shows, as a person pressing Approve would. */
function approveEverything(target: WebWallet) {
  const handled = new Set<number>()
  return target.subscribe(() => {
    const { proposals, requests } = target.getState()
    for (const { id } of proposals) if (!handled.has(id) && handled.add(id)) void target.approveProposal(id)
    for (const { id } of requests) if (!handled.has(id) && handled.add(id)) void target.approveRequest(id)
  })
}

// Waits for states, with room for a loaded machine (vi.waitFor's default is 1 s).
const settled = { timeout: 15_000 }

const messageOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: Error) => error.message,
  )

function verifyEd25519(pubkey: string, message: Uint8Array, signature: Hex) {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(base58.decode(pubkey)).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, message, key, hexToBytes(signature))
}

beforeAll(async () => {
  process.env.DISABLE_GLOBAL_CORE = 'true' // one sign client core per client, as separate pages have
  ;[relay, devnet] = await Promise.all([
    createRelayServer({ port: 0, mailbox: createMemoryMailbox() }),
    startDevnet({ chainId: 31337, port: 0 }),
  ])
  network = { ...porticoDevnet, rpcUrls: { default: { http: [devnet.rpcUrl] } } }
  wallet = createWebWallet({
    relayUrl: relay.url,
    projectId: 'portico-test',
    rpcUrls: { 31337: devnet.rpcUrl, 31338: 'http://127.0.0.1:9' },
    storage: createMemoryKeyValueStorage(),
    pageUrl: 'http://127.0.0.1:5174/',
  })
  await wallet.start()
  approveEverything(wallet)
  // A bound, not a wait: a relay and a devnet started beside a whole npm test on 2 cores took over 60 s once.
}, 180_000)

afterAll(async () => {
  await connector?.close()
  await wallet?.close()
  await relay?.close()
  await devnet?.stop()
})

describe('UniversalAdapter and the universal provider with the reference web wallet', () => {
  const evmAdapter = new UniversalAdapter({ networks: [porticoDevnet, solanaDevnet], namespace: 'eip155' })
  const solanaAdapter = new UniversalAdapter({ networks: [porticoDevnet, solanaDevnet], namespace: 'solana' })
  let provider: UniversalProvider

  it('connects eip155 and solana through the modal flow; getUniversalProvider() holds the session', async () => {
    const core = createAppKitCore(
      {
        projectId: 'portico-test',
        networks: [network, solanaDevnet],
        adapters: [evmAdapter, new UniversalAdapter({ networks: [solanaDevnet], namespace: 'solana' })],
        metadata,
        endpoints: { api: 'http://127.0.0.1:9', relay: relay.url },
        features: { analytics: false },
      },
      {
        storage: createMemoryStorage(),
        announcedProviders: { subscribe: () => () => undefined },
        walletConnect: async (config) => {
          connector = await createWalletConnectConnector({
            ...config,
            storage: createMemoryKeyValueStorage(),
            logger: 'silent',
          })
          return connector
        },
      },
    )
    provider = (await core.getUniversalProvider())!
    for (const event of [
      'display_uri',
      'connect',
      'session_update',
      'accountsChanged',
      'session_delete',
      'disconnect',
    ] as const)
      provider.on(event, (payload: unknown) => void seen.push({ event, payload }))
    expect(await messageOf(provider.request({ method: 'personal_sign', params: [] }))).toBe(
      'Please call connect() before request()',
    )

    const connecting = connectWalletConnect(core.context)
    await vi.waitFor(() => expect(core.stores.walletConnection.getState().uri).toMatch(/^wc:/), settled)
    await wallet.pair(core.stores.walletConnection.getState().uri!)
    const { address } = await connecting
    expect(address).toBe(alice.address)

    expect(seen.map(({ event }) => event)).toEqual(['display_uri', 'connect'])
    expect(seen[0]!.payload).toBe(core.stores.walletConnection.getState().uri ?? seen[0]!.payload)
    expect(Object.keys(provider.session!.namespaces).sort()).toEqual(['eip155', 'solana'])
    await solanaAdapter.setUniversalProvider(provider)
  })

  it('routes requests by CAIP-2 chain: eip155 signing and a devnet read, solana signing', async () => {
    const message = 'Portico universal'
    const signature = await provider.request<Hex>(
      { method: 'personal_sign', params: [toHex(message), alice.address] },
      'eip155:31337',
    )
    expect(await verifyMessage({ address: alice.address, message, signature })).toBe(true)
    // A §6 safe read goes to the devnet's RPC URL, not to the wallet.
    const wei = await provider.request<Hex>(
      { method: 'eth_getBalance', params: [alice.address, 'latest'] },
      'eip155:31337',
    )
    const { balance } = await evmAdapter.getBalance({ address: alice.address, caipNetwork: network })
    expect(balance).toBe(formatEther(BigInt(wei)))

    const { address: pubkey, chainId } = await solanaAdapter.connect({ connectorId: 'walletConnect' })
    expect(chainId).toBe(solanaDevnet.id)
    const solanaSignature = await solanaAdapter.signMessage({ message, address: pubkey })
    expect(verifyEd25519(pubkey, new TextEncoder().encode(message), solanaSignature)).toBe(true)
    const accounts = await provider.request<{ pubkey: string }[]>(
      { method: 'solana_getAccounts' },
      SOLANA_CHAIN,
    )
    expect(accounts).toEqual([{ pubkey }])
  })

  it('fails with §8 texts for a namespace or chain the session lacks', async () => {
    expect(
      await messageOf(provider.request({ method: 'signMessage' }, 'bip122:000000000019d6689c085ae165831e93')),
    ).toBe('Namespace bip122 is not configured. Please call connect() first with namespace config.')
    expect(await messageOf(provider.request({ method: 'personal_sign' }, 'eip155:999'))).toBe(
      'JSON-RPC provider for eip155:999 not found',
    )
    await expect(provider.request({ method: 'solana_signTransaction' }, SOLANA_CHAIN)).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('follows the wallet: an account change, then the wallet hanging up', async () => {
    await wallet.selectAccount(1)
    await vi.waitFor(
      () =>
        expect(seen.filter(({ event }) => event === 'accountsChanged').at(-1)?.payload).toContain(
          devnetAccounts[1]!.address,
        ),
      settled,
    )
    expect(seen.some(({ event }) => event === 'session_update')).toBe(true)
    const topic = provider.session!.topic
    await wallet.disconnect(topic)
    await vi.waitFor(() => expect(provider.session).toBeUndefined(), settled)
    expect(seen.slice(-2)).toEqual([
      { event: 'session_delete', payload: { topic } },
      { event: 'disconnect', payload: { topic } },
    ])
    await wallet.selectAccount(0)
  })

  it('connects a solana-only session itself and hangs up from the app; closed, it answers Sign Client not initialized', async () => {
    const shown = new Promise<string>((resolve) => provider.once('display_uri', resolve))
    const connecting = provider.connect({
      optionalNamespaces: { solana: { chains: [SOLANA_CHAIN], methods: ['solana_signMessage'], events: [] } },
    })
    await wallet.pair(await shown)
    const session = await connecting
    expect(Object.keys(session.namespaces)).toEqual(['solana'])
    expect(await messageOf(provider.request({ method: 'personal_sign' }, 'eip155:31337'))).toBe(
      'Namespace eip155 is not configured. Please call connect() first with namespace config.',
    )
    await provider.disconnect()
    expect(provider.session).toBeUndefined()
    await vi.waitFor(() => expect(wallet.getState().sessions).toEqual([]), settled)

    await connector!.close()
    expect(await messageOf(provider.request({ method: 'solana_signMessage' }, SOLANA_CHAIN))).toBe(
      'Sign Client not initialized',
    )
    connector = undefined
  })
})
