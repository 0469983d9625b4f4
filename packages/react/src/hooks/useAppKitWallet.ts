import type { ChainNamespace } from '@portico/common'
import { connectNamedWallet, resolveNamedWallet, type ConnectedAccount } from '@portico/core'
import { useCallback } from 'react'
import { openSocialPopup } from '../views/Socials/beginSocialLogin.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useRequestState, type RequestState } from './useRequestState.ts'
import { useStoreSnapshot } from './useStoreSnapshot.ts'

/** Parameters of {@link useAppKitWallet}. */
export interface UseAppKitWalletParameters {
  /** Namespace to connect (`eip155`, `solana`…); the active one when omitted. */
  namespace?: ChainNamespace | undefined
  /** Called with the connected account (AppKit's parsed CAIP address). */
  onSuccess?: ((account: ConnectedAccount) => void) | undefined
  /** Called when the connection failed or the modal was closed first. */
  onError?: ((error: Error) => void) | undefined
}

/** What {@link useAppKitWallet} returns (AppKit's shape). */
export interface UseAppKitWalletReturnType extends RequestState<ConnectedAccount> {
  /** Whether the instance is ready to connect (the wallet of the last visit reconnected or not). */
  isReady: boolean
  /**
   * Connects `wallet`: `walletConnect`, `email`, a social login (`google`, `github`, `apple`, `facebook`, `x`,
   * `discord`, `farcaster`), or a wallet by name (`metamask`), rdns or registry id. Never throws.
   */
  connect: (wallet: string) => Promise<void>
}

/**
 * Connects a named wallet without the person picking it in the modal (AppKit's wallet buttons hook); the same
 * action as `<appkit-wallet-button>`. Call `connect` from a click: a social login opens its popup there.
 *
 * @example
 * const { connect, isPending } = useAppKitWallet({ onSuccess: ({ address }) => console.log(address) })
 * return <button disabled={isPending} onClick={() => connect('metamask')}>MetaMask</button>
 */
export function useAppKitWallet({
  namespace,
  onSuccess,
  onError,
}: UseAppKitWalletParameters = {}): UseAppKitWalletReturnType {
  const appKit = useAppKitInstance()
  const { initialized } = useStoreSnapshot(appKit.stores.modal)
  const { run, ...state } = useRequestState(
    (wallet: string, popup: Window | null | undefined) =>
      connectNamedWallet(appKit.context, { wallet, namespace, popup }),
    { onSuccess, onError },
  )
  const connect = useCallback(
    (wallet: string) => {
      const target = resolveNamedWallet(appKit.context, wallet)
      // Opened synchronously in the click, so no popup blocker stops the social login.
      const popup =
        target.kind === 'social' && target.provider !== 'farcaster' ? openSocialPopup() : undefined
      return run(wallet, popup)
    },
    [appKit, run],
  )
  return { ...state, isReady: initialized, connect }
}
