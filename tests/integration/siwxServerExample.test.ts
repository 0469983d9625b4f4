// The server example of @portico/core's README, run as written: it issues a nonce, verifies a signed sign-in
// against a real devnet, refuses a replay, edited text and bad input.
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { formatSignInMessage } from '@portico/core/siwx'
import { devnetAccounts, startDevnet, type RunningDevnet } from '@portico/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxServer } from './support/siwxExampleServer.ts'

const account = privateKeyToAccount(devnetAccounts[8]!.privateKey)
const app = { domain: 'app.example', uri: 'https://app.example' }

let devnet: RunningDevnet
let server: ReturnType<typeof createSiwxServer>
let base: string
beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  server = createSiwxServer({ ...app, rpcUrl: devnet.rpcUrl })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await devnet?.stop()
})

async function signedIn(nonce: string) {
  const message = formatSignInMessage({
    ...app,
    accountAddress: account.address,
    chainId: 'eip155:31337',
    nonce,
    issuedAt: new Date().toISOString(),
  })
  return { message, signature: await account.signMessage({ message }) }
}

const post = (body: string) => fetch(`${base}/siwx/verify`, { method: 'POST', body })

describe('the README sign-in server', () => {
  it('is the code the README shows', async () => {
    const readme = await readFile(new URL('../../packages/core/README.md', import.meta.url), 'utf8')
    const source = await readFile(new URL('./support/siwxExampleServer.ts', import.meta.url), 'utf8')
    expect(readme).toContain(source.trim())
  })

  it('issues a nonce, signs the account in once, and refuses a replay', async () => {
    const nonce = await (await fetch(`${base}/siwx/nonce`)).text()
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    const session = JSON.stringify(await signedIn(nonce))
    const first = await post(session)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ accountAddress: account.address })
    const replay = await post(session)
    expect(replay.status).toBe(401)
    expect(await replay.text()).toBe('The sign-in message has an unknown or used nonce')
  })

  it('refuses a nonce it did not issue, edited text and bad input', async () => {
    const unknown = await post(JSON.stringify(await signedIn('madeUpNonce123')))
    expect(await unknown.text()).toBe('The sign-in message has an unknown or used nonce')
    const nonce = await (await fetch(`${base}/siwx/nonce`)).text()
    const session = await signedIn(nonce)
    const edited = await post(
      JSON.stringify({
        ...session,
        message: session.message.replace(
          /Issued At: .*/,
          `Issued At: ${new Date(Date.now() - 1000).toISOString()}`,
        ),
      }),
    )
    expect(edited.status).toBe(401)
    expect(await edited.text()).toBe('The sign-in signature is not valid for this address')
    const badJson = await post('{not json')
    expect(badJson.status).toBe(400)
    const missing = await post('{}')
    expect(missing.status).toBe(401)
    expect(await missing.text()).toBe('The sign-in message is not a valid EIP-4361 message')
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404)
  })
})
