import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { devnetAccounts } from '@portico/devnet/manifest'
import { buildDevWalletScript, devWalletInitScript } from './buildDevWalletScript.ts'

interface Announcement {
  info: { name: string; rdns: string }
  provider: { request: (args: { method: string }) => Promise<unknown> }
}

describe('buildDevWalletScript', () => {
  it('builds one classic script that announces the Portico Dev Wallet over EIP-6963 on the page', async () => {
    const code = await buildDevWalletScript()
    expect(code).not.toMatch(/^\s*(import|export)\s/m)
    const window = new EventTarget()
    const announced: Announcement[] = []
    window.addEventListener('eip6963:announceProvider', (event) => {
      announced.push((event as CustomEvent<Announcement>).detail)
    })
    // What a page offers the script besides `window` (Node has the same globals).
    const { atob, btoa, crypto, fetch, AbortController, TextEncoder, TextDecoder } = globalThis
    const page = {
      ...{ window, CustomEvent, Event, EventTarget, URL, console, setTimeout, clearTimeout, queueMicrotask },
      ...{ atob, btoa, crypto, fetch, AbortController, TextEncoder, TextDecoder },
    }
    runInNewContext(
      devWalletInitScript(code, { rpcUrls: { 31337: 'http://127.0.0.1:28545' }, accountIndex: 3 }),
      {
        ...page,
        globalThis: page,
      },
    )
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)
    expect(announced[0]?.info).toMatchObject({ name: 'Portico Dev Wallet', rdns: 'dev.portico.wallet' })
    // The account asked for (eth_requestAccounts is answered without the chain).
    await expect(announced[0]!.provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([
      devnetAccounts[3]!.address,
    ])
  }, 60_000)
})
