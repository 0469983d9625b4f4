import type { CaipAddress, PorticoError } from '@portico/common'
import { createStore, type StoreApi } from 'zustand/vanilla'

/** §4 connection status. */
export type AccountStatus = 'disconnected' | 'connecting' | 'connected'

/** §3 Account state: the connected address and its native balance. */
export interface AccountState {
  /** Where the connection is. */
  status: AccountStatus
  /** Checksummed address of the connected account. */
  address: string | undefined
  /** `namespace:chainId:address`. */
  caipAddress: CaipAddress | undefined
  /** Native balance in whole units as a plain decimal string (full precision, not formatted). */
  balance: string | undefined
  /** Symbol of the native coin the balance is in. */
  balanceSymbol: string | undefined
  /** Whether the balance is being fetched. */
  balanceLoading: boolean
  /** Why the balance could not be fetched (§8 'Token Balance Unavailable'). */
  balanceError: PorticoError | undefined
  /** §3 profile name: the account's name (identity sync, §4), or one just registered. */
  profileName: string | undefined
  /** §3 profile image URL; `undefined` draws the generated avatar. */
  profileImage: string | undefined
  /** §3 user of the embedded wallet: its email, or its social user name. */
  user: { email: string | null; userName: string | null } | undefined
  /** §3 how the embedded wallet's user signed in: `email` (the default) or the social provider. */
  authProvider: string | undefined
  /** §3 the social provider of the embedded wallet, when signed in with one. */
  socialProvider: string | undefined
  /** §3 allAccounts of the embedded wallet. */
  allAccounts: readonly { address: string; type: 'eoa' | 'smartAccount'; namespace: string }[]
  /** §3 the embedded wallet's account type, as its secure site reports it. */
  preferredAccountType: 'eoa' | 'smartAccount' | undefined
  /** §3 whether the embedded wallet's smart account is deployed. */
  smartAccountDeployed: boolean
}

/** Store of {@link AccountState}. */
export type AccountStore = StoreApi<AccountState>

/** No account. */
export const initialAccountState: AccountState = {
  status: 'disconnected',
  address: undefined,
  caipAddress: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  balanceLoading: false,
  balanceError: undefined,
  profileName: undefined,
  profileImage: undefined,
  user: undefined,
  authProvider: undefined,
  socialProvider: undefined,
  allAccounts: [],
  preferredAccountType: undefined,
  smartAccountDeployed: false,
}

/** Creates the account store, disconnected. */
export function createAccountStore(): AccountStore {
  return createStore<AccountState>()(() => initialAccountState)
}
