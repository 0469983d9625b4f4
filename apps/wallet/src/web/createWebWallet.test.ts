// Drives the web wallet's logic (not its React page) against a real relay and real devnet chains, with an
// unmodified sign client as the dapp.
import { devnetAccounts, startDevnet, type RunningDevnet } from '@portico/devnet'
import { createRelayServer, createMemoryMailbox, type RelayServer } from '@portico/relay'
import SignClient from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { createPublicClient, http, parseEther, toHex, verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebWallet, type WebWallet } from './createWebWallet.ts'
import { PairingUriError, pairingUriMessages } from './parsePairingUri.ts'
import { createMemoryKeyValueStorage } from '@portico/relay/testing'
import type { WebWalletState } from './webWalletState.ts'

const run = Math.random().toString(36).slice(2, 8)
const alice = devnetAccounts[0]!
const bob = devnetAccounts[1]!
const recipient = devnetAccounts[7]!.address

let relay: RelayServer
let devnets: RunningDevnet[] = []
let wallet: WebWallet
let dapp: SignClient
let session: SessionTypes.Struct
const dappEvents: SignClientTypes.EventArguments['session_event'][] = []
const dappUpdates: SignClientTypes.EventArguments['session_update'][] = []

/** Resolves with the wallet's state once `predicate` holds for it. */
function waitForState(predicate: (state: WebWalletState) => boolean, timeoutMs = 15_000) {
  return new Promise<WebWalletState>((resolve, reject) => {
    const check = () => {
      const state = wallet.getState()
      if (!predicate(state)) return false
      unsubscribe()
      clearTimeout(timer)
      resolve(state)
      return true
    }
    const unsubscribe = wallet.subscribe(() => void check())
    const timer = setTimeout(() => {
      unsubscribe()
      reject(
        new Error(
          `wallet state never matched; last activity: ${JSON.stringify(wallet.getState().activity.slice(-3))}`,
        ),
      )
    }, timeoutMs)
    check()
  })
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const request = (method: string, params: unknown, chainId = 'eip155:31337') =>
  dapp.request<unknown>({ topic: session.topic, chainId, request: { method, params } })

const rejectionOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message }),
  )

beforeAll(async () => {
  ;[relay, ...devnets] = await Promise.all([
    createRelayServer({ port: 0, mailbox: createMemoryMailbox() }),
    startDevnet({ chainId: 31337, port: 0 }),
    startDevnet({ chainId: 31338, port: 0 }),
  ])
  wallet = createWebWallet({
    relayUrl: relay.url,
    projectId: 'portico-test',
    rpcUrls: { 31337: devnets[0]!.rpcUrl, 31338: devnets[1]!.rpcUrl },
    storage: createMemoryKeyValueStorage(),
    storagePrefix: `web-wallet-${run}`,
    pageUrl: 'http://127.0.0.1:5174/',
  })
  await wallet.start()
  dapp = await SignClient.init({
    projectId: 'portico-test',
    relayUrl: relay.url,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: `dapp-${run}`,
    storage: createMemoryKeyValueStorage(),
    metadata: {
      name: 'Test Dapp',
      description: 'A dapp in a test',
      url: 'http://127.0.0.1:5173',
      icons: ['https://icons.example.com/dapp.png', '/dapp.svg'],
    },
  })
  dapp.on('session_event', (event) => dappEvents.push(event))
  dapp.on('session_update', (update) => dappUpdates.push(update))
})

afterAll(async () => {
  await Promise.allSettled([wallet?.close(), dapp?.core.relayer.transportClose()])
  await Promise.allSettled([relay?.close(), ...devnets.map((devnet) => devnet.stop())])
})

describe('web wallet over a real relay', () => {
  it('is ready, and explains bad URIs', async () => {
    expect(wallet.getState()).toMatchObject({
      phase: 'ready',
      accountIndex: 0,
      address: alice.address,
      chainId: 31337,
    })
    await expect(wallet.pair('https://example.com')).rejects.toThrow(pairingUriMessages.notWalletConnect)
    const expired = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1000`
    await expect(wallet.pair(expired)).rejects.toThrow(PairingUriError)
    await expect(wallet.pair(expired)).rejects.toThrow(pairingUriMessages.expired)
  })

  it('pairs, shows the proposal and approves both devnet chains with the supported methods', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
          methods: [
            'personal_sign',
            'eth_sendTransaction',
            'wallet_switchEthereumChain',
            'wallet_getCapabilities',
            'eth_sign',
          ],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
    await wallet.pair(uri!)
    const { proposals } = await waitForState((state) => state.proposals.length === 1)
    expect(proposals[0]).toMatchObject({
      dapp: { name: 'Test Dapp', url: 'http://127.0.0.1:5173', icon: 'http://127.0.0.1:5173/dapp.svg' },
      requested: { chains: ['eip155:31337', 'eip155:31338', 'eip155:1'] },
      problem: undefined,
    })
    await wallet.approveProposal(proposals[0]!.id)
    session = await approval()
    expect(session.namespaces.eip155).toEqual({
      chains: ['eip155:31337', 'eip155:31338'],
      accounts: [`eip155:31337:${alice.address}`, `eip155:31338:${alice.address}`],
      methods: [
        'personal_sign',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_getCapabilities',
      ],
      events: ['accountsChanged', 'chainChanged'],
    })
    const { sessions } = await waitForState(
      (state) => state.sessions.length === 1 && state.proposals.length === 0,
    )
    expect(sessions[0]).toMatchObject({
      topic: session.topic,
      dapp: { name: 'Test Dapp' },
      chainIds: [31337, 31338],
    })
  })

  it('rejects a proposal, and the dapp hears it', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31338'], methods: ['personal_sign'], events: [] } },
    })
    const rejected = rejectionOf(approval())
    await wallet.pair(uri!)
    const { proposals } = await waitForState((state) => state.proposals.length === 1)
    await wallet.rejectProposal(proposals[0]!.id)
    expect(await rejected).toEqual({ code: 5000, message: 'User rejected.' })
    expect(wallet.getState().proposals).toEqual([])
  })

  it('shows personal_sign as decoded text and answers with a signature that verifies', async () => {
    const message = 'Sign in to Test Dapp\nNonce: 42'
    const answer = request('personal_sign', [toHex(message), alice.address])
    const { requests } = await waitForState((state) => state.requests.length === 1)
    expect(requests[0]).toMatchObject({ method: 'personal_sign', summary: { detail: { text: message } } })
    await wallet.approveRequest(requests[0]!.id)
    const signature = (await answer) as Hex
    expect(await verifyMessage({ address: alice.address, message, signature })).toBe(true)
    expect(wallet.getState().requests).toEqual([])
  })

  it('rejects with EIP-1193 code 4001', async () => {
    const answer = rejectionOf(request('personal_sign', [toHex('no'), alice.address]))
    const { requests } = await waitForState((state) => state.requests.length === 1)
    await wallet.rejectRequest(requests[0]!.id)
    expect(await answer).toEqual({ code: 4001, message: 'User rejected the request.' })
  })

  it('sends a real devnet transaction and answers with its hash', async () => {
    const chain = createPublicClient({ transport: http(devnets[0]!.rpcUrl) })
    const before = await chain.getBalance({ address: recipient })
    const answer = request('eth_sendTransaction', [
      { from: alice.address, to: recipient, value: toHex(parseEther('1.5')) },
    ])
    const { requests } = await waitForState((state) => state.requests.length === 1)
    expect(requests[0]!.summary.rows).toContainEqual({ label: 'Value', value: '1.5 ETH' })
    await wallet.approveRequest(requests[0]!.id)
    const hash = (await answer) as Hex
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt).toMatchObject({
      status: 'success',
      from: alice.address.toLowerCase(),
      to: recipient.toLowerCase(),
    })
    expect(await chain.getBalance({ address: recipient })).toBe(before + parseEther('1.5'))
  })

  it('switches chain without asking, answers null, then emits chainChanged', async () => {
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
    const event = await waitFor(() => dappEvents.find((e) => e.params.event.name === 'chainChanged'))
    expect(event.params).toEqual({ event: { name: 'chainChanged', data: 31338 }, chainId: 'eip155:31338' })
    expect(wallet.getState().chainId).toBe(31338)
    expect(await rejectionOf(request('wallet_switchEthereumChain', [{ chainId: '0x1' }]))).toMatchObject({
      code: 4902,
    })
  })

  it('answers wallet_getCapabilities, and needs its address (§5)', async () => {
    expect(await request('wallet_getCapabilities', [alice.address, ['0x7a69']])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
    expect(await rejectionOf(request('wallet_getCapabilities', []))).toEqual({
      code: -32000,
      message: 'Missing address parameter in wallet_getCapabilities request',
    })
  })

  it('adds a newly selected account to the session and emits accountsChanged', async () => {
    dappEvents.length = 0
    await wallet.selectAccount(1)
    const event = await waitFor(() => dappEvents.find((e) => e.params.event.name === 'accountsChanged'))
    expect(event.params).toEqual({
      event: { name: 'accountsChanged', data: [bob.address] },
      chainId: 'eip155:31338',
    })
    const update = await waitFor(() => dappUpdates[0])
    expect(update.params.namespaces.eip155?.accounts.slice(0, 2)).toEqual([
      `eip155:31337:${bob.address}`,
      `eip155:31338:${bob.address}`,
    ])
    // The network selector tells the dapp too.
    await wallet.selectChain(31337)
    const chainEvent = await waitFor(() => dappEvents.find((e) => e.params.event.name === 'chainChanged'))
    expect(chainEvent.params).toEqual({
      event: { name: 'chainChanged', data: 31337 },
      chainId: 'eip155:31337',
    })
  })

  it('drops the session when the dapp disconnects', async () => {
    await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'done' } })
    await waitForState((state) => state.sessions.length === 0)
    expect(wallet.getState().activity.at(-1)?.text).toBe('Test Dapp disconnected.')
  })
})
