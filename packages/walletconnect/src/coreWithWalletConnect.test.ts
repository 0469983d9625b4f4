// Core's WalletConnect flow (§4) with this connector as its loader, our relay and a sign-client wallet:
// pairing URI in the store, approval, a network switch and a signature through core, then the wallet hangs up.
import { connectWalletConnect, createAppKitCore, createMemoryStorage } from '@portico/core'
import { porticoDevnet, porticoDevnetTwo } from '@portico/devnet/manifest'
import { toHex, verifyMessage, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createWalletConnectConnector,
  type PorticoWalletConnectConnector,
} from './createWalletConnectConnector.ts'
import { createMemoryKeyValueStorage } from '@portico/relay/testing'
import { DAPP_METADATA, startConnectorWorld, type ConnectorWorld } from '../testing/startConnectorWorld.ts'

// The relay round trips these wait for are slow on a loaded 2-core machine: a state is awaited, the limit is only a
// safety net (vi.waitFor's default is 1 s).
const RELAY_WAIT = { timeout: 15_000 }

const networks = [porticoDevnet, porticoDevnetTwo] as const
let world: ConnectorWorld
const loaded: PorticoWalletConnectConnector[] = []

beforeAll(async () => {
  world = await startConnectorWorld(networks)
})
afterAll(async () => {
  await Promise.all(loaded.map((connector) => connector.close()))
  await world?.close()
})

describe('core with the WalletConnect connector (§4 wallet session)', () => {
  it('connects from the pairing URI, switches network and signs through core, and follows the wallet hanging up', async () => {
    const core = createAppKitCore(
      {
        projectId: 'portico-test',
        networks,
        metadata: DAPP_METADATA,
        // Nothing listens on the API: balances fail quietly into the account's balanceError.
        endpoints: { api: 'http://127.0.0.1:9', relay: world.relay.url },
        features: { analytics: false },
      },
      {
        storage: createMemoryStorage(),
        announcedProviders: { subscribe: () => () => undefined },
        walletConnect: async (config) => {
          const connector = await createWalletConnectConnector({
            ...config,
            storage: createMemoryKeyValueStorage(),
            logger: 'silent',
          })
          loaded.push(connector)
          return connector
        },
      },
    )
    const connecting = connectWalletConnect(core.context)
    await vi.waitFor(() => expect(core.stores.walletConnection.getState().uri).toMatch(/^wc:/), RELAY_WAIT)
    await world.wallet.pair(core.stores.walletConnection.getState().uri!)

    const { address, chainId } = await connecting
    expect(address).toBe(world.wallet.account.address)
    expect(chainId).toBe(31337)
    expect(core.stores.connection.getState().connections.eip155).toMatchObject({
      connectorType: 'WALLET_CONNECT',
      name: 'Portico Test Wallet',
    })

    await core.switchNetwork(porticoDevnetTwo)
    expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338')
    expect(world.wallet.requests.at(-1)).toMatchObject({ method: 'wallet_switchEthereumChain' })

    const message = 'Portico over WalletConnect'
    const signature = await core.request({ method: 'personal_sign', params: [toHex(message), address] })
    expect(
      await verifyMessage({ address: address as Address, message, signature: signature as `0x${string}` }),
    ).toBe(true)
    expect(world.wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31338' })

    const [topic] = world.wallet.sessionTopics()
    await world.wallet.client.disconnect({ topic: topic!, reason: { code: 6000, message: 'bye' } })
    await vi.waitFor(() => expect(core.stores.account.getState().status).toBe('disconnected'), RELAY_WAIT)
    expect(core.stores.connection.getState().connections.eip155).toBeUndefined()
  })
})
