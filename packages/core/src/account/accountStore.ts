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
}

/** Creates the account store, disconnected. */
export function createAccountStore(): AccountStore {
  return createStore<AccountState>()(() => initialAccountState)
}
