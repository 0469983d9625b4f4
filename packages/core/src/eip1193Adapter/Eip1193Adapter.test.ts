import {
  ConnectorNotFoundError,
  DisconnectFailedError,
  MissingCapabilitiesAddressError,
  SwitchChainNotApprovedError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  type CaipNetwork,
} from '@portico/common'
import type { EIP1193Provider } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ChainAdapterEventMap } from '../adapters/chainAdapterEvents.ts'
import type { HexString } from '../adapters/chainAdapterParameters.ts'
import { ALICE, BOB } from '../testing/fakeProvider.ts'
import { devnet, devnetTwo } from '../testing/networks.ts'
import { createRecordingWallet } from '../testing/recordingWallet.ts'
import { requireProvider } from './eip1193AdapterSession.ts'
import { Eip1193Adapter, type Eip1193AdapterOptions, type Eip1193LibraryActions } from './Eip1193Adapter.ts'

const switchMessage = (id: number) =>
  `Failed to switch to chain eip155:${id}. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.`

/** A chain library reduced to what the tests need: signing goes to the wallet as it is, the rest is canned. */
const testLibrary: Eip1193LibraryActions = {
  getBalance: async () => ({ balance: '1.5', symbol: 'ETH' }),
  signMessage: async (session, { message, address, provider }) =>
    (await requireProvider(session, provider).request({
      method: 'personal_sign',
      params: [message as HexString, address as HexString],
    })) as HexString,
  signTypedData: async () => '0x712',
  sendTransaction: async () => '0x5e',
  estimateGas: async () => 21000n,
  writeContract: async () => '0xc0',
}

let loads = 0
class TestAdapter extends Eip1193Adapter {
  constructor(options: Eip1193AdapterOptions = {}) {
    super(options, { label: 'test adapter', loadActions: async () => (loads++, testLibrary) })
  }
}

const solana = {
  ...devnet,
  chainNamespace: 'solana',
  caipNetworkId: 'solana:x',
  id: 'x',
} as unknown as CaipNetwork

function record<E extends keyof ChainAdapterEventMap>(adapter: Eip1193Adapter, event: E) {
  const seen: ChainAdapterEventMap[E][] = []
  adapter.on(event, ((payload: ChainAdapterEventMap[E]) => void seen.push(payload)) as never)
  return seen
}

describe('Eip1193Adapter: networks', () => {
  it('serves the eip155 networks it was given, else learns those createAppKit hands over', () => {
    const own = new TestAdapter({ networks: [devnetTwo, solana] })
    own.setNetworks([devnet])
    expect(own.namespace).toBe('eip155')
    expect(own.networks).toEqual([devnetTwo])
    const learning = new TestAdapter()
    expect(learning.networks).toEqual([])
    learning.setNetworks([devnet, solana, devnetTwo])
    expect(learning.networks).toEqual([devnet, devnetTwo])
  })
})

describe("Eip1193Adapter: the library's actions", () => {
  it('loads them on first use and hands each the session', async () => {
    const adapter = new TestAdapter()
    const before = loads
    await adapter.connect({ provider: createRecordingWallet().provider })
    expect(loads).toBe(before)
    const transaction = { to: BOB, address: ALICE } as const
    expect(
      await Promise.all([
        adapter.getBalance({ address: ALICE, caipNetwork: devnet }),
        adapter.signMessage({ message: 'hello', address: ALICE }),
        adapter.signTypedData({ address: ALICE, typedData: {} as never }),
        adapter.sendTransaction(transaction),
        adapter.estimateGas(transaction),
        adapter.writeContract({ address: ALICE, contractAddress: BOB, abi: [], functionName: 'f' }),
      ]),
    ).toEqual([{ balance: '1.5', symbol: 'ETH' }, '0x5167', '0x712', '0x5e', 21000n, '0xc0'])
    expect(loads).toBe(before + 6)
  })
})

describe('Eip1193Adapter: connect', () => {
  it('asks eth_requestAccounts and eth_chainId and resolves checksummed accounts on the chain', async () => {
    const wallet = createRecordingWallet({ eth_requestAccounts: [ALICE.toLowerCase(), BOB.toLowerCase()] })
    const result = await new TestAdapter().connect({ provider: wallet.provider })
    expect(result).toEqual({ address: ALICE, chainId: 31337, accounts: [ALICE, BOB] })
    expect(wallet.methods()).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it('silent (reconnection, §4): asks eth_accounts only, and fails when the wallet has no account for the app', async () => {
    const wallet = createRecordingWallet()
    expect((await new TestAdapter().connect({ provider: wallet.provider, silent: true })).address).toBe(ALICE)
    expect(wallet.methods()).toEqual(['eth_accounts', 'eth_chainId'])
    const empty = createRecordingWallet({ eth_accounts: [] })
    await expect(new TestAdapter().connect({ provider: empty.provider, silent: true })).rejects.toThrow(
      'The wallet returned no account',
    )
    const odd = createRecordingWallet({ eth_requestAccounts: { accounts: 'none' } as unknown })
    await expect(new TestAdapter().connect({ provider: odd.provider })).rejects.toThrow(
      'The wallet returned no account',
    )
  })

  it('maps a declined connection (4001) to UserRejectedRequestError, keeping the code', async () => {
    const wallet = createRecordingWallet({
      eth_requestAccounts: { code: 4001, message: 'User rejected the request.' },
    })
    const error = await new TestAdapter()
      .connect({ provider: wallet.provider })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ rpcCode: 4001, message: 'User rejected the request' })
  })

  it('finds the provider of a known connector by its id, else ConnectorNotFoundError', async () => {
    const wallet = createRecordingWallet()
    const adapter = new TestAdapter({
      getConnectors: () => [
        {
          id: 'io.portico.devwallet',
          name: 'Dev',
          imageUrl: '',
          type: 'INJECTED',
          chain: 'eip155',
          provider: wallet.provider,
        },
      ],
    })
    expect((await adapter.connect({ connectorId: 'io.portico.devwallet' })).address).toBe(ALICE)
    await expect(adapter.connect({ connectorId: 'io.unknown' })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
  })

  it('asks a wallet elsewhere to switch to the configured chainId and reports the move once', async () => {
    const wallet = createRecordingWallet()
    const adapter = new TestAdapter({ networks: [devnet, devnetTwo] })
    const changes = record(adapter, 'chainChanged')
    expect(await adapter.connect({ provider: wallet.provider, chainId: '31338' })).toMatchObject({
      chainId: 31338,
    })
    wallet.emit('chainChanged', '0x7a6a')
    expect(changes).toEqual([{ chainId: 31338, caipNetworkId: 'eip155:31338' }])
    expect(wallet.requests.at(-1)).toEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })

    const already = createRecordingWallet()
    await adapter.connect({ provider: already.provider, chainId: 31337 })
    await new TestAdapter({ networks: [devnet] }).connect({ provider: already.provider, chainId: 1 })
    expect(already.methods()).not.toContain('wallet_switchEthereumChain')
  })

  it('a refused or failed switch keeps the connection on the wallet chain and names the refusal (chainSwitchError)', async () => {
    const refusing = createRecordingWallet({ wallet_switchEthereumChain: { code: 4001, message: 'no' } })
    const adapter = new TestAdapter({ networks: [devnet, devnetTwo] })
    const changes = record(adapter, 'chainChanged')
    const refused = await adapter.connect({ provider: refusing.provider, chainId: 31338 })
    expect(refused).toMatchObject({ address: ALICE, chainId: 31337 })
    expect(refused.chainSwitchError).toBeInstanceOf(UserRejectedRequestError)
    expect(changes).toEqual([])
    expect(await adapter.signMessage({ message: 'still connected', address: ALICE })).toBe('0x5167')

    const failing = createRecordingWallet({ wallet_switchEthereumChain: { code: -32603, message: 'x' } })
    const failed = await new TestAdapter({ networks: [devnetTwo] }).connect({
      provider: failing.provider,
      chainId: 31338,
    })
    expect(failed.chainSwitchError).toBeInstanceOf(SwitchChainNotApprovedError)
    expect(failed.chainSwitchError?.message).toBe(switchMessage(31338))
  })

  it('connecting another wallet ends the first one (disconnect reported, its events no longer followed)', async () => {
    const first = createRecordingWallet()
    const second = createRecordingWallet({ eth_requestAccounts: [BOB] })
    const adapter = new TestAdapter()
    const disconnects = record(adapter, 'disconnect')
    await adapter.connect({ provider: first.provider })
    await adapter.connect({ provider: first.provider })
    expect(first.listenerCount()).toBe(3)
    await adapter.connect({ provider: second.provider })
    expect(disconnects).toHaveLength(1)
    expect(first.listenerCount()).toBe(0)
  })
})

describe('Eip1193Adapter: wallet events', () => {
  it('reports accountsChanged checksummed, the first being active, and ignores a list that is not addresses', async () => {
    const wallet = createRecordingWallet()
    const adapter = new TestAdapter()
    await adapter.connect({ provider: wallet.provider })
    const seen = record(adapter, 'accountsChanged')

    wallet.emit('accountsChanged', [BOB.toLowerCase(), ALICE.toLowerCase()])
    wallet.emit('accountsChanged', ['not an address'])

    expect(seen).toEqual([{ address: BOB, accounts: [BOB, ALICE] }])
  })

  it('reports chainChanged for a new chain only, and ignores a value that is not a chain id', async () => {
    const wallet = createRecordingWallet()
    const adapter = new TestAdapter()
    await adapter.connect({ provider: wallet.provider })
    const seen = record(adapter, 'chainChanged')

    wallet.emit('chainChanged', '0x7a69')
    wallet.emit('chainChanged', '0x7a6a')
    wallet.emit('chainChanged', 'banana')

    expect(seen).toEqual([{ chainId: 31338, caipNetworkId: 'eip155:31338' }])
  })

  it('an empty account list or the EIP-1193 disconnect event ends the connection once and stops listening', async () => {
    for (const [event, payload] of [
      ['accountsChanged', []],
      ['disconnect', { code: 4900, message: 'gone' }],
    ] as const) {
      const wallet = createRecordingWallet()
      const adapter = new TestAdapter()
      await adapter.connect({ provider: wallet.provider })
      const disconnects = record(adapter, 'disconnect')

      wallet.emit(event, payload)
      wallet.emit(event, payload)

      expect(disconnects).toHaveLength(1)
      expect(wallet.listenerCount()).toBe(0)
      await expect(adapter.signMessage({ message: 'x', address: ALICE })).rejects.toThrow(
        'Please call connect() before request()',
      )
    }
  })
})

describe('Eip1193Adapter: disconnect', () => {
  it('revokes the account permission (wallet_revokePermissions) and reports disconnect once', async () => {
    const wallet = createRecordingWallet()
    const adapter = new TestAdapter()
    await adapter.disconnect()
    await adapter.connect({ provider: wallet.provider })
    const disconnects = record(adapter, 'disconnect')

    await adapter.disconnect()

    expect(wallet.requests.at(-1)).toEqual({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(disconnects).toHaveLength(1)
    expect(wallet.listenerCount()).toBe(0)
  })

  it('forgets a wallet without the revoke method (4200); another failure is §8 Failed to disconnect, connection kept', async () => {
    const lacking = createRecordingWallet({ wallet_revokePermissions: { code: 4200, message: 'no' } })
    const adapter = new TestAdapter()
    await adapter.connect({ provider: lacking.provider })
    await adapter.disconnect()
    await expect(adapter.signMessage({ message: 'x', address: ALICE })).rejects.toThrow(
      'Please call connect() before request()',
    )

    const failing = createRecordingWallet({ wallet_revokePermissions: { code: -32603, message: 'boom' } })
    await adapter.connect({ provider: failing.provider })
    const error = await adapter.disconnect().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DisconnectFailedError)
    expect(error).toMatchObject({ message: 'Failed to disconnect' })
    expect(await adapter.signMessage({ message: 'x', address: ALICE })).toBe('0x5167')
  })

  it('a wallet given by the caller other than the connected one is revoked without ending the connection', async () => {
    const connected = createRecordingWallet()
    const other = createRecordingWallet()
    const adapter = new TestAdapter()
    await adapter.connect({ provider: connected.provider })
    const disconnects = record(adapter, 'disconnect')
    await adapter.disconnect({ provider: other.provider })
    expect(other.methods()).toEqual(['wallet_revokePermissions'])
    expect(disconnects).toEqual([])
  })
})

describe('Eip1193Adapter: switchNetwork', () => {
  it('moves the wallet with switchEvmChain and reports chainChanged once per move, not again for the wallet event', async () => {
    const wallet = createRecordingWallet()
    const adapter = new TestAdapter()
    await adapter.connect({ provider: wallet.provider })
    const changes = record(adapter, 'chainChanged')

    await adapter.switchNetwork({ caipNetwork: devnetTwo })
    wallet.emit('chainChanged', '0x7a6a')
    await adapter.switchNetwork({ caipNetwork: devnet })

    expect(changes).toEqual([
      { chainId: 31338, caipNetworkId: 'eip155:31338' },
      { chainId: 31337, caipNetworkId: 'eip155:31337' },
    ])
  })

  it('§5 refuses without asking; a wallet given by the caller is switched without a report; none at all is §8', async () => {
    const wallet = createRecordingWallet()
    const adapter = new TestAdapter()
    await expect(adapter.switchNetwork({ caipNetwork: devnetTwo })).rejects.toThrow(
      'Please call connect() before request()',
    )
    await adapter.connect({ provider: wallet.provider })
    const changes = record(adapter, 'chainChanged')
    await expect(
      adapter.switchNetwork({
        caipNetwork: devnetTwo,
        approvedChains: ['0x7a69'],
        walletMethods: ['personal_sign'],
      }),
    ).rejects.toThrow(switchMessage(31338))
    expect(wallet.methods()).not.toContain('wallet_switchEthereumChain')

    const other = createRecordingWallet()
    await adapter.switchNetwork({ caipNetwork: devnetTwo, provider: other.provider })
    expect(other.methods()).toEqual(['wallet_switchEthereumChain'])
    expect(changes).toEqual([])
  })
})

describe('Eip1193Adapter: EIP-5792', () => {
  it("§5: getCapabilities without an address gives 'Missing address parameter in wallet_getCapabilities request'", async () => {
    const error = await new TestAdapter().getCapabilities().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MissingCapabilitiesAddressError)
    expect(error).toMatchObject({ message: 'Missing address parameter in wallet_getCapabilities request' })
  })

  it("passes the wallet's capabilities through, and names a wallet without EIP-5792 (4200) for both requests", async () => {
    const capabilities = { '0x7a69': { atomic: { status: 'unsupported' } } }
    const wallet = createRecordingWallet({ wallet_getCapabilities: capabilities })
    const adapter = new TestAdapter()
    await adapter.connect({ provider: wallet.provider })
    expect(await adapter.getCapabilities(ALICE)).toEqual(capabilities)
    expect(wallet.requests.at(-1)).toEqual({ method: 'wallet_getCapabilities', params: [ALICE] })

    const lacking = new TestAdapter()
    await lacking.connect({ provider: createRecordingWallet().provider })
    const error = await lacking.getCapabilities(ALICE).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UnsupportedProviderMethodError)
    expect(error).toMatchObject({
      rpcCode: 4200,
      details: 'wallet_getCapabilities: wallet_getCapabilities not scripted',
    })
    await expect(lacking.sendCalls({ address: ALICE, calls: [{ to: BOB }] })).rejects.toBeInstanceOf(
      UnsupportedProviderMethodError,
    )
  })

  it('sends wallet_sendCalls 2.0.0 on the session chain with hex values and the sender checksummed; resolves to the id', async () => {
    const wallet = createRecordingWallet({ wallet_sendCalls: { id: '0xbatch' } })
    const adapter = new TestAdapter()
    await adapter.connect({ provider: wallet.provider })

    const id = await adapter.sendCalls({
      address: ALICE.toLowerCase(),
      calls: [
        { to: BOB, value: 255n },
        { to: BOB, data: '0xdeadbeef' },
      ],
    })

    expect(id).toBe('0xbatch')
    expect(wallet.requests.at(-1)).toEqual({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: ALICE,
          atomicRequired: false,
          calls: [
            { to: BOB, value: '0xff' },
            { to: BOB, data: '0xdeadbeef' },
          ],
        },
      ],
    })
  })

  it('takes the chain asked for, else asks a wallet given by the caller for its own; a first-draft id string is the id', async () => {
    const wallet = createRecordingWallet({ wallet_sendCalls: '0xdraft', eth_chainId: '0x7a6a' })
    const adapter = new TestAdapter()
    const viaGiven = await adapter.sendCalls({ address: ALICE, calls: [], provider: wallet.provider })
    expect(viaGiven).toBe('0xdraft')
    expect(wallet.methods()).toEqual(['eth_chainId', 'wallet_sendCalls'])
    expect((wallet.requests.at(-1)?.params as [{ chainId: string }])[0].chainId).toBe('0x7a6a')

    await adapter.sendCalls({ address: ALICE, calls: [], chainId: 1, provider: wallet.provider })
    expect((wallet.requests.at(-1)?.params as [{ chainId: string }])[0].chainId).toBe('0x1')
  })

  it('maps a declined batch (4001) and a failing eth_chainId to named errors', async () => {
    const declining = createRecordingWallet({ wallet_sendCalls: { code: 4001, message: 'no' } })
    const adapter = new TestAdapter()
    await adapter.connect({ provider: declining.provider })
    await expect(adapter.sendCalls({ address: ALICE, calls: [] })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )

    const noChain = createRecordingWallet({ eth_chainId: { code: 4900, message: 'offline' } })
    await expect(
      adapter.sendCalls({ address: ALICE, calls: [], provider: noChain.provider as EIP1193Provider }),
    ).rejects.toMatchObject({ rpcCode: 4900, details: 'eth_chainId: offline' })
  })
})
