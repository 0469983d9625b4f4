import { ConnectorNotFoundError, type ChainNamespace } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { connectInjected } from '../connection/connectInjected.ts'
import {
  toConnectedAccount,
  waitForConnection,
  type ConnectedAccount,
} from '../connection/waitForConnection.ts'
import { startSocialLogin, type SocialLoginPopup } from '../auth/startSocialLogin.ts'
import type { EmbeddedSocialProvider } from '../auth/embeddedWallet.ts'
import { openModal } from '../modal/openModal.ts'
import type { RouterView } from '../router/routerStore.ts'
import { compactWalletName, findRegistryWallet } from '../wallets/findRegistryWallet.ts'
import { walletImageUrl } from '../wallets/fetchWallets.ts'
import { selectWallet } from '../wallets/selectWallet.ts'
import type { Connector } from './types.ts'

/**
 * EIP-6963 rdns of the wallets AppKit's wallet buttons name (`metamask`, `trust`…), so an installed one connects
 * directly; a name not listed here is matched against the installed wallets' names, then the registry.
 */
export const NAMED_WALLET_RDNS: Readonly<Record<string, string>> = {
  metamask: 'io.metamask',
  trust: 'com.trustwallet.app',
  coinbase: 'com.coinbase.wallet',
  rainbow: 'me.rainbow',
  phantom: 'app.phantom',
  okx: 'com.okex.wallet',
  bitget: 'com.bitget.web3',
  zerion: 'io.zerion.wallet',
  backpack: 'app.backpack',
  solflare: 'com.solflare',
  'magic-eden': 'io.magiceden.wallet',
  binance: 'com.binance.wallet',
  uniswap: 'org.uniswap.app',
  rabby: 'io.rabby',
  portico: 'dev.portico.wallet',
}

/** Social logins that run in a popup (Farcaster has its own view, {@link MODAL_VIEWS}). */
export const SOCIAL_LOGINS: readonly EmbeddedSocialProvider[] = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
]

/** Names that open a view of the modal rather than a wallet. */
export const MODAL_VIEWS: Readonly<Record<string, RouterView>> = {
  walletConnect: 'ConnectingWalletConnectBasic',
  email: 'Email',
  farcaster: 'ConnectingFarcaster',
}

/** Parameters of {@link connectNamedWallet}. */
export interface ConnectNamedWalletParameters {
  /**
   * What to connect, as AppKit's wallet buttons name it: `walletConnect` (QR code), `email`, a social login
   * (`google`, `github`, `apple`, `facebook`, `x`, `discord`, `farcaster`), or a wallet by name (`metamask`), rdns
   * (`io.metamask`) or registry id.
   */
  wallet: string
  /** Namespace to connect (AppKit's `namespace` prop); the modal shows it when a view opens. */
  namespace?: ChainNamespace | undefined
  /** For a social login: the popup opened in the click handler (see `startSocialLogin`). */
  popup?: SocialLoginPopup | null | undefined
}

/** What {@link connectNamedWallet} resolves to: the account that connected. */
export type ConnectNamedWalletReturnType = ConnectedAccount

/**
 * The installed (EIP-6963) wallet a name points to: by AppKit name (`metamask`), rdns, or its own name written
 * any way (`MetaMask`, `portico-dev-wallet`).
 *
 * @example
 * findInstalled(context, 'metamask')?.id // 'io.metamask'
 */
export function findInstalled(context: CoreContext, wallet: string): Connector | undefined {
  const rdns = NAMED_WALLET_RDNS[wallet.toLowerCase()] ?? wallet
  const wanted = compactWalletName(wallet)
  const { connectors } = context.stores.connectors.getState()
  const installed = connectors.filter(({ type }) => type === 'ANNOUNCED' || type === 'INJECTED')
  return (
    installed.find((connector) => connector.id === rdns || connector.info.rdns === rdns) ??
    installed.find((connector) => compactWalletName(connector.name) === wanted)
  )
}

/**
 * Connects one wallet without the person picking it in the modal: the action behind `useAppKitWallet` and
 * `<appkit-wallet-button wallet="…">`. An installed wallet (EIP-6963) connects at once; `walletConnect`,
 * `email` and `farcaster` open their view of the modal; the other social logins run in the popup; any other
 * wallet is looked up in the registry and connects over WalletConnect (ConnectingWalletConnect shows its QR code
 * or deep link). Resolves when the account is connected.
 *
 * @throws {ConnectorNotFoundError} when the wallet is neither installed nor in the registry.
 * @throws {RequestAbortedError} when the modal was closed before a wallet connected.
 * @throws {UserRejectedRequestError} when the person declined in the wallet.
 *
 * @example
 * const { address } = await connectNamedWallet(context, { wallet: 'metamask' })
 * await connectNamedWallet(context, { wallet: 'walletConnect' }) // the QR code, until a wallet scans it
 */
export async function connectNamedWallet(
  context: CoreContext,
  { wallet, namespace, popup }: ConnectNamedWalletParameters,
): Promise<ConnectNamedWalletReturnType> {
  const view = MODAL_VIEWS[wallet]
  if (view) {
    const connected = waitForConnection(context)
    openModal(context, { view, namespace })
    return connected
  }
  if ((SOCIAL_LOGINS as readonly string[]).includes(wallet)) {
    const result = await startSocialLogin(context, { provider: wallet as EmbeddedSocialProvider, popup })
    // A redirect-mode login leaves the page; it completes when the page comes back.
    if (result.mode === 'redirect') return waitForConnection(context)
    return toConnectedAccount(result.caipAddress)
  }
  const installed = findInstalled(context, wallet)
  if (installed) {
    const { caipAddress } = await connectInjected(context, { connectorId: installed.id })
    return toConnectedAccount(caipAddress)
  }
  const listing = await findRegistryWallet(context, NAMED_WALLET_RDNS[wallet.toLowerCase()] ?? wallet)
  if (!listing) throw new ConnectorNotFoundError({ connectorId: wallet })
  const connected = waitForConnection(context)
  openModal(context, { namespace })
  selectWallet(context, {
    id: listing.id,
    name: listing.name,
    imageUrl: walletImageUrl(context, listing),
    mobileLink: listing.mobile_link ?? undefined,
    desktopLink: listing.desktop_link ?? undefined,
    webappLink: listing.webapp_link ?? undefined,
    homepage: listing.homepage ?? undefined,
  })
  return connected
}
