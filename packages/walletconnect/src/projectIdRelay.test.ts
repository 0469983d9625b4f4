import { InvalidProjectIdError } from '@portico/common'
import { porticoDevnet, porticoDevnetTwo } from '@portico/devnet/manifest'
import {
  createMemoryMailbox,
  createRelayServer,
  PROJECT_ID_UNKNOWN,
  verifyRelayJwt,
  type RelayServer,
} from '@portico/relay'
import { createMemoryKeyValueStorage } from '@portico/relay/testing'
import { createServer, connect, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAPP_METADATA } from '../testing/startConnectorWorld.ts'
import { startTestWallet, type TestWallet } from '../testing/startTestWallet.ts'
import {
  createWalletConnectConnector,
  type PorticoWalletConnectConnector,
} from './createWalletConnectConnector.ts'

// The connector against our relay in the mode where it demands what the WalletConnect network demands: a known
// projectId and a valid did:key auth JWT (PORTICO_RELAY_PROJECT_IDS). A byte-for-byte TCP tap in front of the
// relay records the upgrade request the dapp's sign client really sends.

const networks = [porticoDevnet, porticoDevnetTwo]
const PROJECT_ID = 'portico-test'

/** A TCP pass-through to `port` that keeps the first bytes (the HTTP upgrade request) of each connection. */
async function startTap(port: number): Promise<{ url: string; requests: string[]; server: Server }> {
  const requests: string[] = []
  const server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1')
    client.once('data', (chunk: Buffer) => requests.push(chunk.toString('latin1')))
    client.pipe(upstream).pipe(client)
    const end = () => (client.destroy(), upstream.destroy())
    client.on('error', end).on('close', end)
    upstream.on('error', end).on('close', end)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('the tap has no port')
  return { url: `ws://127.0.0.1:${address.port}`, requests, server }
}

const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown

let relay: RelayServer
let tap: Awaited<ReturnType<typeof startTap>>
let wallet: TestWallet
const connectors: PorticoWalletConnectConnector[] = []

beforeAll(async () => {
  process.env.DISABLE_GLOBAL_CORE = 'true'
  // The relay must accept JWTs whose aud is the tap's URL: that is the URL the dapp dials.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
  tap = await startTap(port) // it dials the relay only when a client connects
  relay = await createRelayServer({
    port,
    mailbox: createMemoryMailbox(),
    projectIds: [PROJECT_ID],
    publicUrls: [tap.url],
  })
  wallet = await startTestWallet(relay.url)
})
afterAll(async () => {
  await Promise.all(connectors.map((connector) => connector.close()))
  await wallet?.close()
  await relay?.close()
  await new Promise((resolve) => tap?.server.close(resolve))
})

const dappConnector = async (projectId: string) => {
  const connector = await createWalletConnectConnector({
    projectId,
    relayUrl: tap.url,
    metadata: DAPP_METADATA,
    networks,
    storage: createMemoryKeyValueStorage(),
    logger: 'silent',
  })
  connectors.push(connector)
  return connector
}

describe('the connector against a relay that demands a project id and an auth JWT', () => {
  it('sends the projectId and a valid did:key JWT, and connects a wallet through it', async () => {
    const connector = await dappConnector(PROJECT_ID)
    const session = await connector.connect({ networks, onPairing: ({ uri }) => void wallet.pair(uri) })
    expect(session.accounts).toContain(`eip155:31337:${wallet.account.address}`)

    const upgrade = tap.requests.find((request) => request.startsWith('GET /'))
    expect(upgrade, 'the dapp opened a socket through the tap').toBeDefined()
    const target = new URL(upgrade!.slice(4, upgrade!.indexOf(' HTTP/1.1')), tap.url.replace('ws', 'http'))
    expect(target.searchParams.get('projectId')).toBe(PROJECT_ID)
    const token = target.searchParams.get('auth')!
    const [header, payload] = token.split('.') as [string, string, string]
    expect(decodePart(header)).toEqual({ alg: 'EdDSA', typ: 'JWT' })
    const claims = decodePart(payload) as Record<string, unknown>
    expect(claims).toMatchObject({ iss: expect.stringMatching(/^did:key:z6Mk/), aud: tap.url })
    expect(claims.sub).toEqual(expect.stringMatching(/^[0-9a-f]{64}$/))
    expect(Number(claims.exp) - Number(claims.iat)).toBe(86_400)
    // The same checks the relay made to let it in: signature by the did:key, aud, lifetime, clock.
    expect(verifyRelayJwt({ token, audiences: [tap.url] }).iss).toBe(claims.iss)
  })

  it('ends connect with Invalid Project ID when the relay does not know the project id', async () => {
    const connector = await dappConnector('someone-else')
    const pairings: string[] = []
    const startedAt = Date.now()
    const attempt = connector.connect({ networks, onPairing: ({ uri }) => void pairings.push(uri) })
    await expect(attempt).rejects.toBeInstanceOf(InvalidProjectIdError)
    await expect(attempt).rejects.toMatchObject({
      shortMessage: 'Invalid Project ID',
      cause: { message: PROJECT_ID_UNKNOWN },
    })
    // The relay's refusal is answered at once, not after a pairing timeout.
    expect(Date.now() - startedAt).toBeLessThan(10_000)
    expect(pairings).toEqual([])
    // A second attempt is refused the same way.
    await expect(connector.connect({ networks, onPairing: () => undefined })).rejects.toBeInstanceOf(
      InvalidProjectIdError,
    )
  })
})
