// The bundled iframe page in real Chromium (headless, driven by its command line, not Playwright): a host page
// on one site embeds /frame from the secure site on another, under the server's Content-Security-Policy, and
// talks to it with postMessage. Set FRAME_SCREENSHOT=/path.png to also picture the approval screen.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { buildApiServer, createProject, type Database } from '@portico/api'
import { devnetApiChains } from '@portico/api/testing/devnet'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testSecureSiteDatabases } from '../../src/db/testSecureSiteDatabases.ts'
import { startMailCatcher, type CaughtMail, type RunningMailCatcher } from '../../src/dev/startMailCatcher.ts'
import { buildSecureSiteServer } from '../../src/server.ts'

const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

function runChromium(args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--enable-logging=stderr',
        ...args,
      ],
      { timeout: 60_000, maxBuffer: 20 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(Object.assign(error, { stderr })) : resolve({ stdout, stderr }),
    )
  })
}

// The host page: waits for READY, then drives a whole email login and asks for a signature. Every message from
// the secure site lands in <pre id="log"> for the test to read.
// Chromium dumps the DOM (or shoots) at the load event: the page holds it with an image the host server answers
// once the page says it is done (after the last expected message), so timing does not decide what is seen.
function hostPage(secureOrigin: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body>
<iframe id="frame" title="Portico secure site" width="360" height="600"
  src="${secureOrigin}/frame?projectId=browser&chainId=eip155%3A31337&version=smoke-1&enableLogger=true"></iframe>
<pre id="log"></pre>
<img id="hold" src="/hold" alt="">
<script type="module">
const email = new URLSearchParams(location.search).get('email')
const done = () => setTimeout(() => fetch('/done'), 1000)
const frame = document.getElementById('frame')
const log = []
const names = new Map()
function write() { document.getElementById('log').textContent = JSON.stringify(log) }
function send(name, payload) {
  const id = crypto.randomUUID()
  names.set(id, name)
  frame.contentWindow.postMessage({ type: '@portico-app/' + name, id, payload }, '${secureOrigin}')
}
window.addEventListener('message', async (event) => {
  if (event.origin !== '${secureOrigin}' || event.source !== frame.contentWindow) return
  log.push(event.data)
  write()
  const type = event.data.type
  if (type === '@portico-frame/READY') {
    // Wrong target: a message to the frame from the wrong origin is dropped by the browser itself; a malformed
    // one is ignored by the frame.
    frame.contentWindow.postMessage({ type: '@portico-app/GET_CHAIN_ID', id: 'not-a-uuid' }, '${secureOrigin}')
    send('SYNC_THEME', { themeMode: 'dark' })
    send('SYNC_DAPP_DATA', { projectId: 'browser', sdkVersion: 'smoke', metadata: { name: 'Smoke Shop', url: location.href } })
    send('GET_CHAIN_ID')
    send('IS_CONNECTED')
    send('RPC_REQUEST', { method: 'eth_sign', params: [] })
    send('CONNECT_EMAIL', { email })
  } else if (type === '@portico-frame/CONNECT_EMAIL_SUCCESS') {
    const code = await (await fetch('/code?email=' + encodeURIComponent(email))).text()
    send('CONNECT_OTP', { otp: code })
  } else if (type === '@portico-frame/CONNECT_OTP_SUCCESS') {
    send('RPC_REQUEST', { method: 'personal_sign', params: ['0x48656c6c6f2066726f6d20536d6f6b652053686f70', event.data.payload.address] })
    done()
  } else if (type.endsWith('_ERROR') && type.includes('CONNECT_')) {
    done()
  }
})
</script></body></html>`
}

describe.skipIf(!existsSync(chromium))('the iframe page in Chromium', () => {
  const email = 'smoke@example.test'
  let db: Database
  let api: FastifyInstance
  let secure: FastifyInstance
  let catcher: RunningMailCatcher
  let host: Server
  let hostUrl: string
  let secureOrigin: string

  beforeAll(async () => {
    db = await testSecureSiteDatabases.find((database) => database.kind === 'postgres')!.open()
    const hostPort = await freePort()
    const securePort = await freePort()
    hostUrl = `http://127.0.0.1:${hostPort}`
    // Another site than the host (localhost vs 127.0.0.1): the iframe is cross-site, as in production.
    secureOrigin = `http://localhost:${securePort}`
    await createProject(db, { id: 'browser', name: 'Browser smoke', origins: [hostUrl] })
    api = buildApiServer({ chains: devnetApiChains() }, { db })
    await api.listen({ host: '127.0.0.1', port: 0 })
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
    secure = buildSecureSiteServer(
      {
        publicUrl: secureOrigin,
        apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
        smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort}`,
        mailFrom: 'Portico <login@portico.localhost>',
        masterKey: Buffer.alloc(32, 9),
        socialProviders: {},
        rpcUrls: new Map(),
        defaultChainId: 'eip155:31337',
      },
      { db },
    )
    await secure.listen({ host: 'localhost', port: securePort })
    let release = () => {}
    host = createHttpServer(async (request, response) => {
      const url = new URL(request.url ?? '/', hostUrl)
      if (url.pathname === '/hold') {
        const held = new Promise<void>((resolve) => {
          release = resolve
          setTimeout(resolve, 20_000)
        })
        await held
        return void response.writeHead(204).end()
      }
      if (url.pathname === '/done') {
        release()
        return void response.writeHead(204).end()
      }
      if (url.pathname === '/code') {
        const to = url.searchParams.get('email') ?? ''
        for (let i = 0; i < 100; i++) {
          const mails = (await (
            await fetch(`${catcher.inboxUrl}/messages?to=${encodeURIComponent(to)}`)
          ).json()) as CaughtMail[]
          const code = mails[0] && /\b(\d{6})\b/.exec(mails[0].text)?.[1]
          if (code) return void response.writeHead(200, { 'content-type': 'text/plain' }).end(code)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        return void response.writeHead(404).end()
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(secureOrigin))
    })
    await new Promise<void>((resolve) => host.listen(hostPort, '127.0.0.1', resolve))
  })

  afterAll(async () => {
    await new Promise((resolve) => host?.close(resolve))
    await secure?.close()
    await api?.close()
    await catcher?.stop()
    await db?.close()
  })

  it('boots under the CSP, answers the host, logs in by email and opens the approval screen', async () => {
    const { stdout, stderr } = await runChromium([
      '--dump-dom',
      `${hostUrl}/?email=${encodeURIComponent(email)}`,
    ])
    const logText = /<pre id="log">([^<]*)<\/pre>/.exec(stdout)?.[1] ?? '[]'
    const log = JSON.parse(logText.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
      type: string
      payload?: Record<string, unknown>
    }[]
    const types = log.map((message) => message.type)
    if (process.env.FRAME_DEBUG)
      console.log(
        stderr
          .split('\n')
          .filter((line) => line.includes('CONSOLE') || line.includes('Uncaught') || line.includes('rror'))
          .join('\n'),
      )
    expect(types[0]).toBe('@portico-frame/READY')
    expect(log[0]!.payload).toEqual({ version: 'smoke-1' })
    expect(types).toEqual(
      expect.arrayContaining([
        '@portico-frame/SYNC_THEME_SUCCESS',
        '@portico-frame/SYNC_DAPP_DATA_SUCCESS',
        '@portico-frame/GET_CHAIN_ID_SUCCESS',
        '@portico-frame/IS_CONNECTED_SUCCESS',
        '@portico-frame/RPC_REQUEST_ERROR',
        '@portico-frame/CONNECT_EMAIL_SUCCESS',
        '@portico-frame/CONNECT_OTP_SUCCESS',
      ]),
    )
    expect(log.find((message) => message.type === '@portico-frame/GET_CHAIN_ID_SUCCESS')?.payload).toEqual({
      chainId: 'eip155:31337',
    })
    expect(log.find((message) => message.type === '@portico-frame/RPC_REQUEST_ERROR')?.payload).toEqual({
      message: 'Requested RPC call is not allowed',
      code: 4200,
    })
    expect(
      log.find((message) => message.type === '@portico-frame/CONNECT_OTP_SUCCESS')?.payload,
    ).toMatchObject({
      email,
      chainId: 'eip155:31337',
      authProvider: 'email',
    })
    // personal_sign waits on the approval screen: no answer yet, and only one RPC answer (the refusal).
    expect(types.filter((type) => type.startsWith('@portico-frame/RPC_REQUEST_'))).toHaveLength(1)
    expect(stderr).not.toMatch(/Content Security Policy|Refused to/)
    if (process.env.FRAME_SCREENSHOT)
      await runChromium([
        '--window-size=400,700',
        `--screenshot=${process.env.FRAME_SCREENSHOT}`,
        `${hostUrl}/?email=${encodeURIComponent(`shot-${email}`)}`,
      ])
  })
})
