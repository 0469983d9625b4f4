import type { CoreContext } from '../client/coreContext.ts'
import { connectConnector, type ConnectInjectedReturnType } from '../connection/connectInjected.ts'
import { disconnect } from '../connection/disconnect.ts'
import { resetView } from '../router/resetView.ts'
import { STORAGE_KEYS } from '../storage/storageKeys.ts'
import { EmbeddedChainUnsupportedError } from './authErrors.ts'
import { authConnector } from './authConnector.ts'
import { initialAuthState } from './authStore.ts'
import { clearEmbeddedSession, writeEmbeddedSessionCache } from './embeddedSessionCache.ts'
import type { EmbeddedUser, EmbeddedWallet } from './embeddedWallet.ts'

/** Stops following the frame's notices of each instance's connected embedded wallet. */
const watching = new WeakMap<CoreContext, () => void>()

/** Parameters of {@link connectEmbeddedUser}. */
export interface ConnectEmbeddedUserParameters {
  /** Reconnection (§4 sync): nothing prompts, and the view stays. */
  silent: boolean
}

/**
 * Connects the embedded wallet's signed-in user as the eip155 account through the auth connector (type AUTH):
 * the §3 Account state gets its address, `user` (email, userName), `authProvider` and `socialProvider`;
 * CONNECT_SUCCESS is tracked with method `email` or `social`; disconnecting sends SIGN_OUT; §4: the frame's
 * NOT_CONNECTED notice clears the address. A non-silent connect shows Account (or UnsupportedChain).
 *
 * @example
 * const user = await wallet.request('CONNECT_OTP', { otp: '123456' })
 * await connectEmbeddedUser(context, wallet, user, { silent: false })
 */
export async function connectEmbeddedUser(
  context: CoreContext,
  wallet: EmbeddedWallet,
  user: EmbeddedUser,
  { silent }: ConnectEmbeddedUserParameters,
): Promise<ConnectInjectedReturnType> {
  watching.get(context)?.()
  watching.delete(context)
  let signedOut = false
  const social = user.authProvider === 'email' ? undefined : user.authProvider
  const result = await connectConnector(context, authConnector(wallet, user), {
    silent,
    method: social ? 'social' : 'email',
    recentWallet: null,
    endSession: async () => {
      context.authConnector = undefined
      watching.get(context)?.()
      watching.delete(context)
      clearEmbeddedSession(context.storage)
      context.storage.removeItem(STORAGE_KEYS.connectedSocialProvider)
      // A session the secure site already ended (NOT_CONNECTED) has nothing left to sign out of.
      if (!signedOut) await wallet.request('SIGN_OUT', undefined)
    },
  })
  context.stores.account.setState({
    user: { email: user.email, userName: user.userName },
    authProvider: user.authProvider,
    socialProvider: social,
    allAccounts: user.accounts,
    preferredAccountType: user.preferredAccountType,
    smartAccountDeployed: user.smartAccountDeployed,
  })
  if (social) context.storage.setItem(STORAGE_KEYS.connectedSocialProvider, social)
  else context.storage.removeItem(STORAGE_KEYS.connectedSocialProvider)
  writeEmbeddedSessionCache(context.storage, {
    email: user.email ?? undefined,
    userName: user.userName ?? undefined,
    lastChain: context.stores.chain.getState().activeNetwork?.caipNetworkId,
    ...(social ? {} : { emailLoginUsed: true }),
  })
  const stop = wallet.onNotice((notice) => {
    if (notice.type !== 'NOT_CONNECTED') return
    // §4: on the not-connected event the address is cleared.
    signedOut = true
    disconnect(context, { namespace: 'eip155' }).catch((error: unknown) =>
      console.warn('[portico] the embedded wallet could not be disconnected', error),
    )
  })
  watching.set(context, stop)
  context.authConnector = {
    reload: () => {
      wallet.request('RELOAD', undefined).catch((error: unknown) => {
        console.warn('[portico] the embedded wallet could not be reloaded', error)
      })
    },
    // §4: across namespaces the embedded wallet reconnects on the new chain (switchNetwork falls back on failure).
    switchNetwork: async (network) => {
      if (network.chainNamespace !== 'eip155' && network.chainNamespace !== 'solana')
        throw new EmbeddedChainUnsupportedError({ caipNetworkId: network.caipNetworkId })
      await wallet.request('SWITCH_NETWORK', { chainId: network.caipNetworkId })
    },
  }
  const { lastEmailLoginAt } = context.stores.auth.getState()
  context.stores.auth.setState({ ...initialAuthState, lastEmailLoginAt })
  if (!silent && context.stores.router.getState().view !== 'UnsupportedChain') resetView(context, 'Account')
  return result
}
