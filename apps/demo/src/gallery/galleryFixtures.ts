import { devnetContracts } from '@portico/devnet/manifest'
import type { AppKit, RouterView } from '@portico/react'
import { DEMO_CUSTOM_CONNECTOR } from '../demoCustomConnector.ts'
import { recordedSwapState } from './recordedSwapState.ts'

// Fixture state for the gallery: a connected account with tokens, history, a swap in progress and the other
// inputs each view reads. Fixtures only set store state; every view renders through its real code.

export const FIXTURE_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CHAIN = 'eip155:31337'
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const PUSD = `${CHAIN}:${devnetContracts.usd}`

/** The Tokens tab's fixture: what the API's balance route answers (galleryFixtures.test.ts checks it could). */
export const GALLERY_TOKENS = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: CHAIN,
    address: NATIVE,
    quantity: { decimals: '18', numeric: '12.4821' },
    iconUrl: '',
    price: 3000,
    value: 37446.3,
  },
  {
    name: 'Portico USD',
    symbol: 'PUSD',
    chainId: CHAIN,
    address: PUSD,
    quantity: { decimals: '6', numeric: '1520.5' },
    iconUrl: '',
    price: 1,
    value: 1520.5,
  },
]

function transaction(
  id: string,
  minedAt: string,
  operationType: string,
  direction: 'in' | 'out',
  amount: string,
  symbol: string,
  // A trade moves two tokens: what the account received for `amount` `symbol`.
  received?: { amount: string; symbol: string },
) {
  return {
    id,
    metadata: {
      minedAt,
      chain: CHAIN,
      status: 'confirmed',
      operationType,
      sentFrom: FIXTURE_ADDRESS,
      sentTo: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      hash: `0x${id.padStart(64, '0')}`,
    },
    transfers: [
      { fungible_info: { symbol }, direction, quantity: { numeric: amount } },
      ...(received
        ? [
            {
              fungible_info: { symbol: received.symbol },
              direction: 'in' as const,
              quantity: { numeric: received.amount },
            },
          ]
        : []),
    ],
  }
}

/** Which views show a connected account. */
const CONNECTED_VIEWS: readonly RouterView[] = [
  'Account',
  'Networks',
  'UnsupportedChain',
  'ApproveTransaction',
  'SIWXSignMessage',
  'ConnectingSiwe',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'Send',
  'Receive',
  'OnRamp',
  'History',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
]

/** Puts `appKit` in the state `view` is shown in. */
export function applyFixtures(appKit: AppKit, view: RouterView): void {
  const { stores } = appKit
  if (CONNECTED_VIEWS.includes(view)) {
    stores.account.setState({
      status: 'connected',
      address: FIXTURE_ADDRESS,
      caipAddress: `${CHAIN}:${FIXTURE_ADDRESS}`,
      balance: '12.4821',
      balanceSymbol: 'ETH',
      balanceLoading: false,
      // Signed in with the embedded wallet: the Account view shows the email and the provider.
      user: { email: 'ada@example.com', userName: null },
      authProvider: 'email',
    })
    stores.send.setState({ tokenBalances: GALLERY_TOKENS })
    const now = Date.now()
    const day = 86_400_000
    stores.history.setState({
      caipAddress: `${CHAIN}:${FIXTURE_ADDRESS}`,
      transactions: [
        transaction('1', new Date(now - 2 * 3_600_000).toISOString(), 'receive', 'in', '1.5', 'ETH'),
        transaction('2', new Date(now - 3 * day).toISOString(), 'send', 'out', '250', 'PUSD'),
        transaction('3', new Date(now - 40 * day).toISOString(), 'trade', 'out', '0.25', 'ETH', {
          amount: '743.62',
          symbol: 'PUSD',
        }),
        transaction('4', new Date(now - 75 * day).toISOString(), 'receive', 'in', '1000', 'PUSD'),
      ],
      loading: false,
      empty: false,
      next: undefined,
      error: undefined,
    })
    // A quote the product produced: recorded API answers, laid out by core (see recordedSwapState.ts).
    stores.swap.setState(recordedSwapState())
  }
  stores.wallets.setState({
    selected: {
      id: 'fixture',
      name: 'Portico Web Wallet',
      imageUrl: WEB_WALLET_ICON,
      mobileLink: 'portico://',
      desktopLink: undefined,
      webappLink: 'https://wallet.example/',
      homepage: 'https://wallet.example/',
    },
  })
  if (view === 'ConnectingExternal') showExternalConnectorConnecting(appKit)
  // UnsupportedChain: the wallet sits on 31339, a devnet chain the app does not list, so no network is active.
  if (view === 'UnsupportedChain') {
    stores.account.setState({
      caipAddress: `eip155:31339:${FIXTURE_ADDRESS}`,
      balance: '0.00',
      balanceSymbol: undefined,
    })
    stores.chain.setState({ activeNetwork: undefined })
  }
  stores.connection.setState({
    // ConnectingExternal waits on an external connector: the wagmi demo's own connector (see below).
    connectorId: view === 'ConnectingExternal' ? DEMO_CUSTOM_CONNECTOR.id : undefined,
  })
  // The embedded wallet's login in progress (code entry, device approval, social popup, email update).
  stores.auth.setState({
    email: 'ada@example.com',
    emailAction: view === 'EmailVerifyDevice' ? 'VERIFY_DEVICE' : 'VERIFY_OTP',
    socialProvider: 'github',
    newEmail: 'ada.lovelace@example.com',
  })
}

/**
 * ConnectingExternal's wait, as the wagmi demo produces it: its own wagmi connector (an external connector, which
 * reaches the Portico Dev Wallet announced on this page) is connecting.
 */
function showExternalConnectorConnecting(appKit: AppKit): void {
  const { connectors } = appKit.stores.connectors.getState()
  const devWallet = connectors.find(({ id }) => id === 'dev.portico.wallet')
  if (!devWallet) throw new Error('The gallery page has no Portico Dev Wallet to connect through')
  const { id, name, icon } = DEMO_CUSTOM_CONNECTOR
  const external = {
    ...devWallet,
    id,
    name,
    imageUrl: icon,
    type: 'EXTERNAL' as const,
    info: { rdns: id, uuid: id },
  }
  appKit.stores.connectors.setState({ connectors: [...connectors, external] })
  appKit.stores.account.setState({ status: 'connecting' })
}

/** The picked wallet's picture, inline so the gallery fetches nothing from another host. */
const WEB_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3b5bdb"/><path d="M11 14h18v12H11z" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/><circle cx="24" cy="20" r="2" fill="#fff"/></svg>',
)}`

/**
 * Fixture state that must outlast the modal's opening: identity sync (§4), run whenever the account changes,
 * clears a name the API does not know, and may answer after the view opened (at once when the view's code is
 * already loaded, as in a gallery page that switches views). The name stays until the returned release is called.
 */
export function applyLateFixtures(appKit: AppKit, view: RouterView): () => void {
  if (view !== 'RegisterAccountNameSuccess') return () => {}
  const { account } = appKit.stores
  const keepName = () => {
    if (account.getState().profileName !== REGISTERED_NAME) account.setState({ profileName: REGISTERED_NAME })
  }
  keepName()
  return account.subscribe(keepName)
}

/** The name RegisterAccountNameSuccess shows as just registered. */
const REGISTERED_NAME = 'alice.reown.id'

/** `count` registry wallets, already loaded, for checking that All wallets stays small in the DOM. */
export function applyManyWallets(appKit: AppKit, count: number): void {
  const list = Array.from({ length: count }, (_, index) => ({
    id: (index + 1).toString(16).padStart(64, '0'),
    name: `Wallet ${index + 1}`,
    image_id: (index + 1).toString(16).padStart(64, '0'),
    rdns: null,
    chains: [CHAIN],
    homepage: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    badge_type: 'none' as const,
  }))
  // The registry ranks its recommended wallets first: the first four, here. Marked loaded, the view does not
  // fetch the API's own, which raced the fixture and put MetaMask before Wallet 1 (fresh-clone gallery run).
  appKit.stores.wallets.setState({
    list,
    count,
    page: Math.ceil(count / 40),
    recommended: list.slice(0, 4),
    featuredLoaded: true,
  })
}
