import { createStore, type StoreApi } from 'zustand/vanilla'
import type { EmbeddedSocialProvider } from './embeddedWallet.ts'

/** Where the embedded wallet's login (email, social) and email update stand, for the views. */
export interface AuthState {
  /** The email a code or device approval was sent to. */
  email: string | undefined
  /** What the secure site asked for after the email (§5 verification action). */
  emailAction: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' | undefined
  /** When the last code was asked for (ms since epoch); §9: a new one after 30 s. */
  lastEmailLoginAt: number | undefined
  /** The social login in progress (the ConnectingSocial view shows it). */
  socialProvider: EmbeddedSocialProvider | undefined
  /** Why the social login failed; the view offers a retry. */
  socialError: string | undefined
  /** The new address of an email update in progress. */
  newEmail: string | undefined
  /** Whether the auth connector is syncing with the secure site (§4: loading while syncing). */
  syncing: boolean
}

/** Store of {@link AuthState}. */
export type AuthStore = StoreApi<AuthState>

/** Nothing in progress. */
export const initialAuthState: AuthState = {
  email: undefined,
  emailAction: undefined,
  lastEmailLoginAt: undefined,
  socialProvider: undefined,
  socialError: undefined,
  newEmail: undefined,
  syncing: false,
}

/**
 * Creates the auth store, idle.
 *
 * @example
 * createAuthStore().getState().email // undefined
 */
export function createAuthStore(): AuthStore {
  return createStore<AuthState>()(() => initialAuthState)
}
