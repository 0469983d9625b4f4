import { appEvent } from '@portico/frame-protocol'
import { describe, expect, it } from 'vitest'
import { listenToHost } from './listenToHost.ts'

const hostOrigin = 'http://localhost:5173'

function setup() {
  const target = new EventTarget()
  const posted: { message: unknown; targetOrigin: string }[] = []
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => void posted.push({ message, targetOrigin }),
  }
  const handled: unknown[] = []
  const warnings: string[] = []
  const stop = listenToHost({
    target: target as unknown as Window,
    parent: parent as unknown as Window,
    hostOrigin,
    version: '9.9.9',
    handle: async (event) => {
      handled.push(event)
      return {
        type: '@portico-frame/GET_CHAIN_ID_SUCCESS',
        id: event.id,
        payload: { chainId: 'eip155:31337' },
      }
    },
    warn: (message) => warnings.push(message),
  })
  const send = async (data: unknown, source: unknown = parent, origin = hostOrigin) => {
    target.dispatchEvent(Object.assign(new Event('message'), { data, source, origin }))
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { posted, handled, warnings, send, stop }
}

describe('listenToHost', () => {
  it('posts READY with the version to the host origin only', () => {
    const { posted } = setup()
    expect(posted).toEqual([
      { message: { type: '@portico-frame/READY', payload: { version: '9.9.9' } }, targetOrigin: hostOrigin },
    ])
  })

  it('answers a valid app event from the parent at the host origin', async () => {
    const { posted, handled, send } = setup()
    const id = crypto.randomUUID()
    await send(appEvent('GET_CHAIN_ID', id))
    expect(handled).toHaveLength(1)
    expect(posted[1]).toEqual({
      message: { type: '@portico-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 'eip155:31337' } },
      targetOrigin: hostOrigin,
    })
  })

  it('ignores other sources, other origins and invalid events, warning about the invalid ones', async () => {
    const { posted, handled, warnings, send } = setup()
    const event = appEvent('GET_CHAIN_ID', crypto.randomUUID())
    await send(event, {}, hostOrigin)
    await send(event, undefined, 'http://evil.test')
    await send({ type: '@portico-app/CONNECT_EMAIL', id: crypto.randomUUID(), payload: { email: 'nope' } })
    await send({ type: '@portico-app/NOPE', id: crypto.randomUUID() })
    expect(handled).toHaveLength(0)
    expect(posted).toHaveLength(1)
    expect(warnings).toEqual([
      '[portico secure site] ignored a message',
      '[portico secure site] ignored a message',
    ])
  })

  it('stops listening', async () => {
    const { handled, send, stop } = setup()
    stop()
    await send(appEvent('GET_CHAIN_ID', crypto.randomUUID()))
    expect(handled).toHaveLength(0)
  })
})
