import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetFarcasterAccount } from '@portico/devnet/manifest'
import { createChannelStore, createFarcasterRelay } from '@portico/farcaster-relay'
import { readSiwfConnectUrl, readSiwfMessage } from '@portico/farcaster-relay/siwf'
import { approveSiwfRequest, SiwfApprovalError } from './approveSiwfRequest.ts'
import { readFarcasterWalletConfig } from './readFarcasterWalletConfig.ts'

// Against the real relay (services/farcaster-relay) in this process.
let relay: ReturnType<typeof createFarcasterRelay>
let relayUrl = ''
beforeAll(async () => {
  relay = createFarcasterRelay({
    store: createChannelStore({ maxChannels: 10 }),
    connectUrl: 'http://localhost:5174/',
  })
  await relay.listen({ host: '127.0.0.1', port: 0 })
  relayUrl = `http://127.0.0.1:${(relay.server.address() as AddressInfo).port}`
})
afterAll(() => relay?.close())

async function openChannel() {
  const response = await fetch(`${relayUrl}/v1/channel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain: 'app.example', siweUri: 'https://app.example/login' }),
  })
  return (await response.json()) as { channelToken: string; url: string }
}

describe('approveSiwfRequest', () => {
  const { account } = readFarcasterWalletConfig({ VITE_PORTICO_FARCASTER_RELAY_URL: relayUrl })

  it("answers the channel with the devnet Farcaster account's message, signed by its custody key", async () => {
    const channel = await openChannel()
    const { message } = await approveSiwfRequest({
      relayUrl,
      request: readSiwfConnectUrl(channel.url),
      account,
    })
    expect(readSiwfMessage(message)).toMatchObject({
      fid: 1,
      address: devnetFarcasterAccount.custody.address,
      domain: 'app.example',
    })
    const status = await fetch(`${relayUrl}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channel.channelToken}` },
    })
    expect(status.status).toBe(200)
    expect(await status.json()).toMatchObject({
      state: 'completed',
      fid: 1,
      username: 'portico-dev',
      message,
    })
  })

  it("fails with the relay's message when the channel was already answered", async () => {
    const channel = await openChannel()
    const request = readSiwfConnectUrl(channel.url)
    await approveSiwfRequest({ relayUrl, request, account })
    await expect(approveSiwfRequest({ relayUrl, request, account })).rejects.toThrow(
      new SiwfApprovalError('The channel was already answered'),
    )
  })
})
