import { InvalidParamsRpcError, InvalidSendDraftError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { connectInjected } from '../connection/connectInjected.ts'
import { addAnnouncedConnector, DEV_WALLET_RDNS } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { BOB, createFakeProvider } from '../testing/fakeProvider.ts'
import { sendDraft, setSendAmount, setSendReceiver, setSendToken } from './sendActions.ts'
import { assertSolanaSendDraft, validateSendCalls, validateSolanaSendOptions } from './sendValidation.ts'
import type { SendToken } from './sendStore.ts'

const eth: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '2' },
  iconUrl: '',
  price: 3000,
  value: 6000,
}

async function connected(script = {}) {
  const context = createTestContext({}, createFakeBalanceApi().fetch)
  const wallet = createFakeProvider({ answers: { eth_sendTransaction: `0x${'ab'.repeat(32)}` }, ...script })
  addAnnouncedConnector(context, wallet.provider)
  await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
  return { context, wallet }
}

describe('send (§4, §5)', () => {
  it('sends a native transfer and resets the draft on success', async () => {
    const { context, wallet } = await connected()
    setSendToken(context, eth)
    setSendAmount(context, '0.5')
    await setSendReceiver(context, BOB)
    await expect(sendDraft(context)).resolves.toBe(`0x${'ab'.repeat(32)}`)
    expect(wallet.calls).toContain('eth_sendTransaction')
    expect(context.stores.send.getState()).toMatchObject({ token: undefined, sendTokenAmount: undefined })
  })

  it('keeps the draft and shows the error on failure', async () => {
    const { context } = await connected({ fail: { eth_sendTransaction: { code: 4001 } } })
    setSendToken(context, eth)
    setSendAmount(context, '0.5')
    await setSendReceiver(context, BOB)
    await expect(sendDraft(context)).rejects.toThrow('User rejected the request')
    expect(context.stores.send.getState()).toMatchObject({ sendTokenAmount: '0.5', loading: false })
    expect(context.stores.send.getState().error?.message).toBe('User rejected the request')
    expect(context.stores.toast.getState().variant).toBe('error')
  })

  it('needs an amount and a receiver, and refuses more than the balance', async () => {
    const { context } = await connected()
    setSendToken(context, eth)
    await expect(sendDraft(context)).rejects.toThrow(InvalidSendDraftError)
    setSendAmount(context, '3')
    await setSendReceiver(context, BOB)
    await expect(sendDraft(context)).rejects.toThrow('Insufficient balance')
  })

  it('refuses a receiver that is not an address of the namespace', async () => {
    const { context } = await connected()
    await expect(setSendReceiver(context, '0x1234')).rejects.toThrow('Invalid eip155 address')
  })

  it('for Solana needs both amount and receiver', () => {
    expect(() => assertSolanaSendDraft({ sendTokenAmount: '1' })).toThrow(
      'Please enter a valid amount and receiver address',
    )
    expect(() => assertSolanaSendDraft({ receiverAddress: 'x', sendTokenAmount: '0' })).toThrow(
      InvalidSendDraftError,
    )
    expect(() => assertSolanaSendDraft({ receiverAddress: 'x', sendTokenAmount: '1' })).not.toThrow()
  })

  it('sending calls need a to starting with 0x and optional data starting with 0x', () => {
    expect(validateSendCalls([{ to: '0xabc', data: '0x00', value: '0x1' }])).toHaveLength(1)
    expect(() => validateSendCalls([{ to: 'abc' }])).toThrow(InvalidParamsRpcError)
    expect(() => validateSendCalls([{ to: '0xabc', data: 'zz' }])).toThrow(InvalidParamsRpcError)
  })

  it('checks the Solana sign-and-send options', () => {
    expect(
      validateSolanaSendOptions({
        skipPreflight: true,
        preflightCommitment: 'singleGossip',
        maxRetries: 2,
        minContextSlot: 0,
      }),
    ).toBeDefined()
    expect(() => validateSolanaSendOptions({ preflightCommitment: 'fast' })).toThrow(InvalidParamsRpcError)
    expect(() => validateSolanaSendOptions({ maxRetries: -1 })).toThrow(InvalidParamsRpcError)
    expect(() => validateSolanaSendOptions({ retries: 1 })).toThrow(InvalidParamsRpcError)
  })
})
