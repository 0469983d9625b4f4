import type { ChainNamespace } from '@portico/common'
import { connectNamedWallet, resolveNamedWallet, type ConnectedAccount } from '@portico/core'
import { getAppKit, requireAppKit, subscribeAppKit } from '../appKitInstance.ts'
import { openSocialPopup } from '../views/Socials/beginSocialLogin.ts'

/** Parameters of {@link createAppKitWalletButton}. */
export interface CreateAppKitWalletButtonParameters {
  /** Namespace to connect (`eip155`, `solana`…); the active one when omitted. */
  namespace?: ChainNamespace | undefined
}

/** What {@link createAppKitWalletButton} returns (AppKit's shape). */
export interface AppKitWalletButton {
  /**
   * Connects `wallet` — `walletConnect`, `email`, a social login (`google`, `github`, `apple`, `facebook`, `x`,
   * `discord`, `farcaster`), or a wallet by AppKit name (`metamask`), rdns or name — and resolves with the
   * account. Call it from a click: a social login opens its popup there.
   * @throws what core's `connectNamedWallet` throws (`ConnectorNotFoundError` for a name that fits no wallet,
   * `RequestAbortedError` when the modal or popup was closed first, `UserRejectedRequestError`).
   */
  connect(wallet: string): Promise<ConnectedAccount>
  /** Whether `createAppKit` ran and the instance is initialized (the last visit's wallet reconnected or not). */
  isReady(): boolean
  /** Calls `listener` with the readiness now and whenever it changes; returns the unsubscribe function. */
  subscribeIsReady(listener: (state: { isReady: boolean }) => void): () => void
}

function isReady(): boolean {
  return getAppKit()?.stores.modal.getState().initialized ?? false
}

/**
 * The wallet buttons' action without an element or a hook (AppKit's `createAppKitWalletButton`, for pages
 * without React): the same `connectNamedWallet` as `<appkit-wallet-button>` and `useAppKitWallet`, on the
 * instance `createAppKit` made.
 *
 * @example
 * const wallets = createAppKitWalletButton({ namespace: 'eip155' })
 * wallets.subscribeIsReady(({ isReady }) => (button.disabled = !isReady))
 * button.onclick = () => wallets.connect('metamask').then(({ address }) => console.log(address))
 */
export function createAppKitWalletButton({
  namespace,
}: CreateAppKitWalletButtonParameters = {}): AppKitWalletButton {
  return {
    // Async, so a missing instance rejects; the body still runs synchronously up to connectNamedWallet.
    async connect(wallet) {
      const appKit = requireAppKit()
      const target = resolveNamedWallet(appKit.context, wallet)
      // Opened synchronously in the click that called connect, so no popup blocker stops the social login.
      const popup =
        target.kind === 'social' && target.provider !== 'farcaster' ? openSocialPopup() : undefined
      return connectNamedWallet(appKit.context, { wallet, namespace, popup })
    },
    isReady,
    subscribeIsReady(listener) {
      let last = isReady()
      let stopFollowing: (() => void) | undefined
      const notify = () => {
        const ready = isReady()
        if (ready === last) return
        last = ready
        listener({ isReady: ready })
      }
      // Follows the current instance's modal store, and the instance itself (createAppKit may run again).
      const follow = () => {
        stopFollowing?.()
        stopFollowing = getAppKit()?.stores.modal.subscribe(notify)
        notify()
      }
      follow()
      const stopHolder = subscribeAppKit(follow)
      listener({ isReady: last })
      return () => {
        stopHolder()
        stopFollowing?.()
      }
    },
  }
}
