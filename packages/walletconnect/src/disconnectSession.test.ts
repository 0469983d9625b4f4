import { porticoDevnet } from '@portico/devnet/manifest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { disconnectSession } from './disconnectSession.ts'
import { startConnectorWorld, type ConnectorWorld } from '../testing/startConnectorWorld.ts'

let world: ConnectorWorld
beforeAll(async () => {
  world = await startConnectorWorld([porticoDevnet])
})
afterAll(() => world?.close())

describe('disconnectSession', () => {
  it('forgets the session without throwing when the relay cannot take the session_delete in time', async () => {
    const session = await world.connectWallet(await world.createConnector())
    expect(world.wallet.sessionTopics()).toContain(session.topic)
    await world.relay.close() // nobody can be told any more

    const startedAt = Date.now()
    await expect(disconnectSession(world.wallet.client, session.topic, 300)).resolves.toBeUndefined()
    expect(Date.now() - startedAt).toBeLessThan(2_000)
    expect(world.wallet.sessionTopics()).not.toContain(session.topic)
    await expect(disconnectSession(world.wallet.client, session.topic, 300)).resolves.toBeUndefined()
  })
})
