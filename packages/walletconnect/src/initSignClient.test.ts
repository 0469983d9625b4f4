import { createMemoryMailbox, createRelayServer, type RelayServer } from '@portico/relay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { initSignClient } from './initSignClient.ts'
import { createMemoryKeyValueStorage } from '@portico/relay/testing'

let relay: RelayServer
beforeAll(async () => {
  relay = await createRelayServer({ port: 0, mailbox: createMemoryMailbox() })
})
afterAll(() => relay?.close())

describe('initSignClient', () => {
  it('talks to the given relay with telemetry off and a Verify that answers at once, without a host', async () => {
    const signClient = await initSignClient({
      projectId: 'portico-test',
      relayUrl: relay.url,
      metadata: { name: 'Dapp', description: 'Dapp', url: 'http://127.0.0.1:5173', icons: [] },
      storage: createMemoryKeyValueStorage(),
      storagePrefix: 'init-test',
      logger: 'silent',
    })
    try {
      expect(signClient.core.relayUrl).toBe(relay.url)
      expect(signClient.core.eventClient.telemetryEnabled).toBe(false)
      const startedAt = Date.now()
      expect(await signClient.core.verify.register({ id: 'a', decryptedId: 'b' })).toBe('')
      expect(await signClient.core.verify.resolve({ attestationId: 'a', hash: 'b' })).toBeUndefined()
      expect(Date.now() - startedAt).toBeLessThan(100)
    } finally {
      signClient.core.heartbeat.stop()
      await signClient.core.relayer.transportClose()
    }
  })
})
