import { describe, expect, it } from 'vitest'
import { APPKIT_VIEWS, toRouterView, type AppKitView } from '../router/appKitViews.ts'
import { initialSendState, type SendToken } from '../send/sendStore.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { BOB } from '../testing/fakeProvider.ts'
import { openModal } from './openModal.ts'

const pusd: SendToken = {
  name: 'Portico USD',
  symbol: 'PUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  quantity: { decimals: '6', numeric: '100' },
  iconUrl: '',
  price: 1,
  value: 100,
}

describe("open() with AppKit's view names and arguments", () => {
  it.each([
    ['Connect', 'Connect'],
    ['Account', 'Account'],
    ['AllWallets', 'AllWallets'],
    ['Networks', 'Networks'],
    ['WhatIsANetwork', 'WhatIsANetwork'],
    ['WhatIsAWallet', 'WhatIsAWallet'],
    ['OnRampProviders', 'OnRamp'],
    ['Swap', 'Swap'],
    ['WalletSend', 'Send'],
    ['WalletReceive', 'Receive'],
    ['ConnectingWalletConnectBasic', 'ConnectingWalletConnectBasic'],
    ['Transactions', 'History'],
    ['EmailLogin', 'Email'],
    ['ConnectSocials', 'Socials'],
  ] as const)('opens %s at the %s view', (view, expected) => {
    const context = createTestContext()
    openModal(context, { view, namespace: 'eip155' })
    expect(context.stores.router.getState()).toMatchObject({ view: expected, history: [expected] })
    expect(context.stores.modal.getState()).toMatchObject({ open: true, namespace: 'eip155' })
  })

  it('maps every AppKit name to a view, and keeps Portico view names', () => {
    for (const view of Object.keys(APPKIT_VIEWS) as AppKitView[])
      expect(toRouterView(view)).toBe(APPKIT_VIEWS[view])
    expect(toRouterView('History')).toBe('History')
  })

  it('fills the send draft from WalletSend arguments', () => {
    const context = createTestContext()
    context.stores.send.setState({ ...initialSendState, tokenBalances: [pusd] })
    openModal(context, {
      view: 'WalletSend',
      arguments: { amount: '12', assetAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3', to: BOB },
    })
    expect(context.stores.router.getState().view).toBe('Send')
    expect(context.stores.send.getState()).toMatchObject({
      sendTokenAmount: '12',
      receiverAddress: BOB,
      token: pusd,
    })
    openModal(context, { view: 'WalletSend', arguments: { amount: '3' } })
    expect(context.stores.send.getState()).toMatchObject({
      sendTokenAmount: '3',
      receiverAddress: BOB,
      token: pusd,
    })
  })

  it('shows a pairing URI the app made itself (manualWCControl)', () => {
    const context = createTestContext({ manualWCControl: true })
    const before = Date.now()
    openModal(context, { view: 'ConnectingWalletConnectBasic', uri: 'wc:abc@2?relay-protocol=irn' })
    const { uri, pairingExpiry, error } = context.stores.walletConnection.getState()
    expect({ uri, error }).toEqual({ uri: 'wc:abc@2?relay-protocol=irn', error: false })
    // §9: a pairing lasts 4 minutes unless the URI says when it expires.
    expect(pairingExpiry).toBeGreaterThanOrEqual(before + 240_000)
    openModal(context, { uri: 'wc:def@2?expiryTimestamp=2000000000&relay-protocol=irn' })
    expect(context.stores.walletConnection.getState().pairingExpiry).toBe(2_000_000_000_000)
  })
})
