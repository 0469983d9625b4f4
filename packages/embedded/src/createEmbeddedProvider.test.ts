import { RpcCallNotAllowedError } from '@portico/common'
import { frameNotice } from '@portico/frame-protocol'
import { describe, expect, it } from 'vitest'
import { createEmbeddedProvider } from './createEmbeddedProvider.ts'
import { createFrameMessenger } from './createFrameMessenger.ts'
import { SECURE_ORIGIN, createTwoWindows, flush } from './twoWindows.test-helper.ts'

function setup() {
  const windows = createTwoWindows()
  const messenger = createFrameMessenger({
    host: windows.host,
    frame: () => windows.frame,
    origin: SECURE_ORIGIN,
  })
  const approvals: { method: string; settled: boolean[] }[] = []
  const provider = createEmbeddedProvider({
    messenger,
    chainId: 'eip155:31337',
    onApprovalRequest: (method) => {
      const entry = { method, settled: [] as boolean[] }
      approvals.push(entry)
      return { settle: (ok) => entry.settled.push(ok) }
    },
  })
  windows.ready()
  return { ...windows, provider, approvals }
}

describe('createEmbeddedProvider', () => {
  it('sends safe reads to the frame as RPC_REQUEST on the chain in use', async () => {
    const { provider, posted, answer, approvals } = setup()
    const balance = provider.request({ method: 'eth_getBalance', params: ['0x01', 'latest'] })
    await flush()
    expect(posted[0]!.message).toMatchObject({
      type: '@portico-app/RPC_REQUEST',
      payload: {
        method: 'eth_getBalance',
        params: ['0x01', 'latest'],
        chainNamespace: 'eip155',
        chainId: 'eip155:31337',
      },
    })
    answer('RPC_REQUEST', { result: '0x10' })
    await expect(balance).resolves.toBe('0x10')
    expect(approvals).toEqual([])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await flush()
    expect(posted[1]!.message).toMatchObject({ payload: { method: 'eth_requestAccounts' } })
    answer('RPC_REQUEST', { result: ['0x01'] })
    await expect(accounts).resolves.toEqual(['0x01'])
    expect(approvals).toEqual([])
  })

  it('asks for approval before a non-safe method and reports how it ended (§6)', async () => {
    const { provider, answer, fail, approvals } = setup()
    const signature = provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', '0x01'] })
    await flush()
    expect(approvals).toEqual([{ method: 'personal_sign', settled: [] }])
    answer('RPC_REQUEST', { result: '0xsig' })
    await expect(signature).resolves.toBe('0xsig')
    expect(approvals[0]!.settled).toEqual([true])

    const declined = provider.request({ method: 'eth_sendTransaction', params: [{}] })
    await flush()
    fail('RPC_REQUEST', { message: 'User rejected the request', code: 4001 })
    await expect(declined).rejects.toMatchObject({ code: 4001, message: 'User rejected the request' })
    expect(approvals[1]!.settled).toEqual([false])
  })

  it("refuses a method outside §6's lists without asking the frame", async () => {
    const { provider, posted } = setup()
    await expect(provider.request({ method: 'eth_sign', params: [] } as never)).rejects.toBeInstanceOf(
      RpcCallNotAllowedError,
    )
    await expect(provider.request({ method: 'eth_sign' } as never)).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(posted).toEqual([])
  })

  it('switches chains with SWITCH_NETWORK and emits chainChanged', async () => {
    const { provider, posted, answer } = setup()
    const changes: unknown[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    const switched = provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    await flush()
    expect(posted[0]!.message).toMatchObject({
      type: '@portico-app/SWITCH_NETWORK',
      payload: { chainId: 'eip155:31338' },
    })
    answer('SWITCH_NETWORK', { chainId: 'eip155:31338' })
    await expect(switched).resolves.toBeNull()
    expect(changes).toEqual(['0x7a6a'])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a')
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{}] } as never),
    ).rejects.toThrow('Requested RPC call is not allowed')
  })

  it("emits accountsChanged and chainChanged from the frame's notices", () => {
    const { provider, deliver } = setup()
    const seen: unknown[] = []
    const onAccounts = (accounts: unknown) => seen.push(['accounts', accounts])
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', (chainId) => seen.push(['chain', chainId]))
    deliver(frameNotice('ACCOUNTS_CHANGED', { accounts: ['0xabc'] }))
    deliver(frameNotice('CHAIN_CHANGED', { chainId: 'eip155:31338' }))
    deliver(frameNotice('CHAIN_CHANGED', { chainId: 'eip155:31338' })) // no change, no event
    deliver(frameNotice('CHAIN_CHANGED', { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }))
    provider.removeListener('accountsChanged', onAccounts)
    deliver(frameNotice('ACCOUNTS_CHANGED', { accounts: [] }))
    expect(seen).toEqual([
      ['accounts', ['0xabc']],
      ['chain', '0x7a6a'],
    ])
  })
})
