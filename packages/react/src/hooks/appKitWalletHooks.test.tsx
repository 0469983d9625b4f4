// @vitest-environment happy-dom
// AppKit's account, connection, wallet, email, SIWX and state hooks over a real createAppKit: two wallets
// announced through EIP-6963 events, the API answered by a stubbed fetch.
import type { ConnectedAccount, RouterView } from '@portico/core'
import { act, useEffect } from 'react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../createAppKit.ts'
import { PRELOADED_VIEWS, viewRegistry } from '../modal/viewRegistry.ts'
import { renderInDom, waitFor } from '../testing/renderInDom.tsx'
import { devnet } from '../testing/networks.ts'
import { useAppKit } from './useAppKit.ts'
import { useAppKitAccount } from './useAppKitAccount.ts'
import { useAppKitConnection, type ConnectionChange } from './useAppKitConnection.ts'
import { useAppKitConnections } from './useAppKitConnections.ts'
import { useAppKitNetworkCore } from './useAppKitNetworkCore.ts'
import { useAppKitSIWX } from './useAppKitSIWX.ts'
import { useAppKitState } from './useAppKitState.ts'
import { useAppKitUpdateEmail } from './useAppKitUpdateEmail.ts'
import { useAppKitWallet } from './useAppKitWallet.ts'
import { useDisconnect } from './useDisconnect.ts'
import { useWalletInfo } from './useWalletInfo.ts'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const wallet = (address: string) => ({
  request: async ({ method }: { method: string }) => {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address.toLowerCase()]
    if (method === 'eth_chainId') return '0x7a69'
    throw Object.assign(new Error('unsupported'), { code: 4200 })
  },
  on: () => {},
  removeListener: () => {},
})
const announce = (rdns: string, name: string, address: string) => ({
  info: { uuid: `${rdns}-1`, name, icon: 'data:image/svg+xml,<svg/>', rdns },
  provider: wallet(address),
})
const wallets = [announce('io.metamask', 'MetaMask', ALICE), announce('io.portico.second', 'Second', BOB)]
window.addEventListener('eip6963:requestProvider', () => {
  for (const detail of wallets) window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
})
vi.stubGlobal(
  'fetch',
  vi.fn(async () => Response.json({ balances: [] })),
)
afterAll(async () => {
  // The modal's views load lazily; let them finish before the environment goes.
  await Promise.all(
    [...PRELOADED_VIEWS, 'Send', 'UpdateEmailWallet'].map((view) =>
      viewRegistry[view as RouterView].preload(),
    ),
  )
  vi.unstubAllGlobals()
})

type Hooks = {
  account: ReturnType<typeof useAppKitAccount>
  solana: ReturnType<typeof useAppKitAccount>
  wallet: ReturnType<typeof useAppKitWallet>
  connections: ReturnType<typeof useAppKitConnections>
  connection: ReturnType<typeof useAppKitConnection>
  network: ReturnType<typeof useAppKitNetworkCore>
  state: ReturnType<typeof useAppKitState>
  siwx: ReturnType<typeof useAppKitSIWX>
  email: ReturnType<typeof useAppKitUpdateEmail>
  walletInfo: ReturnType<typeof useWalletInfo>
  disconnect: ReturnType<typeof useDisconnect>
  modal: ReturnType<typeof useAppKit>
}
const seen: { hooks?: Hooks } = {}
const latest = () => seen.hooks as Hooks
const connected: ConnectedAccount[] = []
const changes: ConnectionChange[] = []
const emails: string[] = []

function Probe() {
  const hooks: Hooks = {
    account: useAppKitAccount(),
    solana: useAppKitAccount({ namespace: 'solana' }),
    wallet: useAppKitWallet({ onSuccess: (account) => connected.push(account) }),
    connections: useAppKitConnections(),
    connection: useAppKitConnection({ onSuccess: (change) => changes.push(change) }),
    network: useAppKitNetworkCore(),
    state: useAppKitState(),
    siwx: useAppKitSIWX(),
    email: useAppKitUpdateEmail({ onSuccess: ({ email }) => emails.push(email) }),
    walletInfo: useWalletInfo('eip155'),
    disconnect: useDisconnect(),
    modal: useAppKit(),
  }
  useEffect(() => {
    seen.hooks = hooks
  })
  return null
}

describe("AppKit's wallet and account hooks", () => {
  it('connect a named wallet, report accounts and connections, switch and forget wallets, and disconnect', async () => {
    const siwx = { required: false }
    const appKit = createAppKit({ projectId: 'demo', networks: [devnet], siwx, enableReconnect: false })
    const { unmount } = await renderInDom(<Probe />)
    await waitFor(() => latest().state.initialized && latest().wallet.isReady)
    expect(latest().siwx).toBe(siwx)
    expect(latest().network).toEqual({ caipNetwork: devnet, caipNetworkId: 'eip155:31337', chainId: 31337 })
    expect(latest().account).toMatchObject({
      isConnected: false,
      allAccounts: [],
      embeddedWalletInfo: undefined,
    })
    await waitFor(() => appKit.getConnectors().length === 2)

    await act(async () => latest().wallet.connect('metamask'))
    expect(latest().wallet).toMatchObject({ isSuccess: true, isPending: false, data: { address: ALICE } })
    expect(connected).toEqual([
      { caipAddress: `eip155:31337:${ALICE}`, chainNamespace: 'eip155', chainId: '31337', address: ALICE },
    ])
    expect(latest().account).toMatchObject({
      isConnected: true,
      address: ALICE,
      allAccounts: [{ namespace: 'eip155', address: ALICE, type: 'eoa' }],
    })
    expect(latest().solana).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(latest().walletInfo.walletInfo?.name).toBe('MetaMask')
    expect(latest().connection.connection?.name).toBe('MetaMask')

    await act(async () =>
      latest().connection.switchConnection({ connection: { connectorId: 'io.portico.second' } }),
    )
    expect(changes.at(-1)).toMatchObject({ address: BOB, hasSwitchedWallet: true, hasDeletedWallet: false })
    expect(latest().connections.connections.map(({ name }) => name)).toEqual(['Second'])
    expect(latest().connections.recentConnections.map(({ name }) => name)).toEqual(['MetaMask'])
    await act(async () =>
      latest().connection.deleteConnection({ address: ALICE, connectorId: 'io.metamask' }),
    )
    expect(changes.at(-1)).toMatchObject({ hasDeletedWallet: true })
    expect(latest().connections.recentConnections).toEqual([])

    await act(async () => latest().wallet.connect('nowallet-anywhere'))
    expect(latest().wallet).toMatchObject({ isError: true, isSuccess: false })

    await act(async () => latest().disconnect.disconnect({ namespace: 'eip155' }))
    expect(latest().account.isConnected).toBe(false)
    await unmount()
  })

  it('useAppKit().open takes AppKit view names; useAppKitUpdateEmail opens the email update and reports the new email', async () => {
    const appKit = createAppKit({ projectId: 'demo', networks: [devnet], enableReconnect: false })
    const { unmount } = await renderInDom(<Probe />)
    await act(async () => latest().modal.open({ view: 'WalletSend' }))
    expect(appKit.stores.router.getState().view).toBe('Send')
    await act(async () => latest().modal.close())

    await act(async () => latest().email.updateEmail())
    expect(latest().email).toMatchObject({
      isError: true,
      error: { message: 'Address or auth connector not found' },
    })

    appKit.stores.account.setState({
      status: 'connected',
      address: ALICE,
      caipAddress: `eip155:31337:${ALICE}`,
      user: { email: 'ada@example.com', userName: null },
    })
    let done: Promise<void> | undefined
    await act(async () => {
      done = latest().email.updateEmail()
    })
    expect(appKit.stores.router.getState().view).toBe('UpdateEmailWallet')
    await act(async () => {
      appKit.stores.account.setState({ user: { email: 'new@example.com', userName: null } })
      await done
    })
    expect(latest().email).toMatchObject({ isSuccess: true, data: { email: 'new@example.com' } })
    expect(emails).toEqual(['new@example.com'])
    await unmount()
  })

  it('useAppKitWallet opens the popup in the click for a social login', async () => {
    const appKit = createAppKit({ projectId: 'demo', networks: [devnet], enableReconnect: false })
    const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    appKit.context.embeddedWallet = () => Promise.reject(new Error('no secure site in this test'))
    const { unmount } = await renderInDom(<Probe />)
    await act(async () => latest().wallet.connect('github'))
    expect(open).toHaveBeenCalledTimes(1)
    expect(latest().wallet.isError).toBe(true)
    await unmount()
  })
})
