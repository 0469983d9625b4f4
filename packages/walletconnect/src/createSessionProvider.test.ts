import type { RemoteWalletSessionEvent } from '@portico/core'
import { startDevnet, type RunningDevnet } from '@portico/devnet'
import { porticoDevnet, porticoDevnetTwo, withRpcUrl } from '@portico/devnet/manifest'
import { createPublicClient, http, verifyMessage, type Address, type EIP1193Provider } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { recordFetches, type FetchRecord } from '../testing/recordFetches.ts'
import { startConnectorWorld, type ConnectorWorld } from '../testing/startConnectorWorld.ts'

// The relay round trips these wait for are slow on a loaded 2-core machine: a state is awaited, the limit is only a
// safety net (vi.waitFor's default is 1 s).
const RELAY_WAIT = { timeout: 15_000 }
import { WalletRpcError } from './walletRpcError.ts'

// Anvil's second development key: the account a session_update moves to.
const SECOND_ACCOUNT = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

let devnet: RunningDevnet
let fetches: FetchRecord
let world: ConnectorWorld

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  fetches = recordFetches()
  // 31338's URL is never read: every test that switches to it asks only the wallet there.
  world = await startConnectorWorld([withRpcUrl(porticoDevnet, devnet.rpcUrl), porticoDevnetTwo])
})
afterAll(async () => {
  await world?.close()
  fetches?.restore()
  await devnet?.stop()
})

async function connect() {
  const connector = await world.createConnector()
  const session = await world.connectWallet(connector)
  const provider = session.eip155Provider as EIP1193Provider
  return { connector, session, provider, address: world.wallet.account.address }
}

/** The next `event` the provider emits. */
function next<E extends 'accountsChanged' | 'chainChanged'>(provider: EIP1193Provider, event: E) {
  return new Promise<E extends 'chainChanged' ? string : Address[]>((resolve) => {
    const listener = (value: never) => {
      provider.removeListener(event, listener)
      resolve(value)
    }
    provider.on(event, listener)
  })
}

const requestsOf = (topic: string) => world.wallet.requests.filter((request) => request.topic === topic)

describe("a session's eip155 provider", () => {
  it('answers accounts and chain itself, without asking the wallet', async () => {
    const { session, provider, address } = await connect()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(requestsOf(session.topic)).toEqual([])
  })

  it('has personal_sign answered by the wallet, with a signature that verifies for its address', async () => {
    const { session, provider, address } = await connect()
    const signature = await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)
    expect(requestsOf(session.topic)).toEqual([
      {
        topic: session.topic,
        method: 'personal_sign',
        params: ['0x68656c6c6f', address],
        chainId: 'eip155:31337',
      },
    ])
  })

  it('keeps EIP-1193 code 4001 when the wallet declines', async () => {
    const { provider, address } = await connect()
    world.wallet.declineNextRequest()
    const declined = provider.request({ method: 'personal_sign', params: ['0x6869', address] })
    await expect(declined).rejects.toBeInstanceOf(WalletRpcError)
    await expect(declined).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('refuses a method the wallet did not approve with 4200, without asking it', async () => {
    const { session, provider } = await connect()
    await expect(provider.request({ method: 'eth_sendUserOperation' as never })).rejects.toMatchObject({
      code: 4200,
    })
    expect(requestsOf(session.topic)).toEqual([])
  })

  it('switches to 31338 through the wallet and emits chainChanged once', async () => {
    const { session, provider } = await connect()
    const changes: string[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))

    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).resolves.toBeNull()

    expect(changes).toEqual(['0x7a6a'])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(requestsOf(session.topic)).toMatchObject([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }], chainId: 'eip155:31337' },
    ])
    // The wallet's own chainChanged for the same chain is not repeated.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(changes).toEqual(['0x7a6a'])
  })

  it("follows the wallet's chainChanged and accountsChanged events", async () => {
    const { session, provider, address } = await connect()
    const chainChanged = next(provider, 'chainChanged')
    await world.wallet.client.emit({
      topic: session.topic,
      event: { name: 'chainChanged', data: 31338 },
      chainId: 'eip155:31338',
    })
    expect(await chainChanged).toBe('0x7a6a')

    // CAIP-10 or plain, any case: the provider reports checksummed addresses, and only when they change.
    const accountsChanged = next(provider, 'accountsChanged')
    const reports: Address[][] = []
    provider.on('accountsChanged', (accounts) => reports.push(accounts))
    for (const data of [[`eip155:31338:${address.toLowerCase()}`], [SECOND_ACCOUNT.address.toLowerCase()]]) {
      await world.wallet.client.emit({
        topic: session.topic,
        event: { name: 'accountsChanged', data },
        chainId: 'eip155:31338',
      })
    }
    expect(await accountsChanged).toEqual([SECOND_ACCOUNT.address])
    expect(reports).toEqual([[SECOND_ACCOUNT.address]])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([SECOND_ACCOUNT.address])
  })

  it('replaces the accounts on session_update and reports the updated session', async () => {
    const { connector, session, provider } = await connect()
    const events: RemoteWalletSessionEvent[] = []
    connector.onSessionEvent((event) => events.push(event))
    const accountsChanged = next(provider, 'accountsChanged')
    const stored = world.wallet.client.session.get(session.topic)
    const moved = SECOND_ACCOUNT.address
    const { acknowledged } = await world.wallet.client.update({
      topic: session.topic,
      namespaces: {
        eip155: {
          ...stored.namespaces.eip155!,
          accounts: [`eip155:31337:${moved}`, `eip155:31338:${moved}`],
        },
      },
    })
    await acknowledged()

    expect(await accountsChanged).toEqual([moved])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([moved])
    await vi.waitFor(() => expect(events).toHaveLength(1), RELAY_WAIT)
    expect(events[0]).toMatchObject({
      type: 'updated',
      session: { topic: session.topic, accounts: [`eip155:31337:${moved}`, `eip155:31338:${moved}`] },
    })
  })

  it("sends safe reads over HTTP to the chain's RPC URL, not to the wallet", async () => {
    const { session, provider, address } = await connect()
    const client = createPublicClient({ transport: http(devnet.rpcUrl) })
    const before = fetches.urls.length

    const balance = await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })
    expect(BigInt(balance)).toBe(await client.getBalance({ address }))
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)

    expect(requestsOf(session.topic)).toEqual([])
    expect(fetches.urls.slice(before).every((url) => url.startsWith(devnet.rpcUrl))).toBe(true)
  })

  it('sends HTTP requests to the configured RPC URLs only', () => {
    expect(fetches.urls.length).toBeGreaterThan(0)
    expect(new Set(fetches.urls.map((url) => new URL(url).host))).toEqual(
      new Set([new URL(devnet.rpcUrl).host]),
    )
  })
})
