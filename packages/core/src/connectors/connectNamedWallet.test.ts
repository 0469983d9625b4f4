import { ConnectorNotFoundError, RequestAbortedError } from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { addAnnouncedConnector } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE, createFakeProvider } from '../testing/fakeProvider.ts'
import { createScriptedEmbeddedWallet } from '../testing/scriptedEmbeddedWallet.ts'
import type { WalletListing } from '../wallets/walletsStore.ts'
import { closeModal } from '../modal/closeModal.ts'
import { connectNamedWallet } from './connectNamedWallet.ts'

const rainbow: WalletListing = {
  id: 'a'.repeat(64),
  name: 'Rainbow',
  image_id: 'rainbow-image',
  rdns: 'me.rainbow',
  chains: ['eip155:1'],
  homepage: 'https://rainbow.me',
  mobile_link: 'rainbow://',
  desktop_link: null,
  webapp_link: null,
  badge_type: 'none',
}

/** A registry that knows Rainbow, recording the searches it answered. */
function registry(searches: string[] = []): typeof fetch {
  return async (input) => {
    const url = new URL(String(input))
    const search = url.searchParams.get('search') ?? ''
    searches.push(search)
    const data = [rainbow].filter(
      (wallet) => wallet.rdns === search || wallet.name.toLowerCase().includes(search.toLowerCase()),
    )
    return Response.json({ data, count: data.length })
  }
}

describe('connectNamedWallet', () => {
  it('connects an installed wallet by AppKit name, by rdns or by its own name', async () => {
    for (const wallet of ['metamask', 'io.metamask', 'MetaMask']) {
      const context = createTestContext()
      const metamask = createFakeProvider()
      addAnnouncedConnector(context, createFakeProvider().provider, 'io.other')
      const connector = addAnnouncedConnector(context, metamask.provider, 'io.metamask')
      context.stores.connectors.setState({
        connectors: context.stores.connectors
          .getState()
          .connectors.map((c) => (c === connector ? { ...c, name: 'MetaMask' } : c)),
      })
      const account = await connectNamedWallet(context, { wallet })
      expect(account).toEqual({
        caipAddress: `eip155:31337:${ALICE}`,
        chainNamespace: 'eip155',
        chainId: '31337',
        address: ALICE,
      })
      expect(metamask.calls).toContain('eth_requestAccounts')
      expect(context.stores.connection.getState().connections.eip155?.connectorId).toBe('io.metamask')
    }
  })

  it('opens the QR code view for walletConnect and resolves when a wallet connects there', async () => {
    const context = createTestContext()
    const result = connectNamedWallet(context, { wallet: 'walletConnect', namespace: 'eip155' })
    expect(context.stores.modal.getState()).toMatchObject({ open: true, namespace: 'eip155' })
    expect(context.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
    context.stores.account.setState({
      status: 'connected',
      caipAddress: `eip155:31337:${ALICE}`,
      address: ALICE,
    })
    await expect(result).resolves.toMatchObject({ address: ALICE, chainId: '31337' })
  })

  it('opens the email and Farcaster views, and rejects when the modal is closed first', async () => {
    const context = createTestContext()
    const email = connectNamedWallet(context, { wallet: 'email' })
    expect(context.stores.router.getState().view).toBe('Email')
    closeModal(context)
    await expect(email).rejects.toThrow(RequestAbortedError)
    void connectNamedWallet(context, { wallet: 'farcaster' }).catch(() => undefined)
    expect(context.stores.router.getState().view).toBe('ConnectingFarcaster')
  })

  it('runs a social login in the popup it is given', async () => {
    const script = createScriptedEmbeddedWallet()
    const context = createTestContext({}, undefined, { embeddedWallet: () => Promise.resolve(script.wallet) })
    const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn() }
    const account = await connectNamedWallet(context, { wallet: 'github', popup })
    expect(account.address).toBe(ALICE)
    expect(script.requests[0]).toMatchObject({
      name: 'GET_SOCIAL_REDIRECT_URI',
      payload: { provider: 'github' },
    })
  })

  it('connects a wallet that is not installed over WalletConnect, found in the registry', async () => {
    const searches: string[] = []
    const context = createTestContext({}, registry(searches))
    const result = connectNamedWallet(context, { wallet: 'rainbow' })
    await vi.waitFor(() => expect(context.stores.router.getState().view).toBe('ConnectingWalletConnect'))
    expect(searches).toEqual(['me.rainbow'])
    expect(context.stores.wallets.getState().selected).toMatchObject({
      id: rainbow.id,
      name: 'Rainbow',
      mobileLink: 'rainbow://',
      homepage: 'https://rainbow.me',
    })
    expect(context.stores.modal.getState().open).toBe(true)
    context.stores.account.setState({ status: 'connected', caipAddress: `eip155:1:${ALICE}`, address: ALICE })
    await expect(result).resolves.toMatchObject({ chainId: '1' })
  })

  it('throws ConnectorNotFoundError for a wallet neither installed nor in the registry', async () => {
    const context = createTestContext({}, registry())
    await expect(connectNamedWallet(context, { wallet: 'nowallet' })).rejects.toThrow(ConnectorNotFoundError)
    expect(context.stores.modal.getState().open).toBe(false)
  })
})
