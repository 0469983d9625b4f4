import type { CaipAddress, CaipNetworkId } from '@portico/common'
import type { AccountState, AccountStatus } from '../account/accountStore.ts'
import type { ChainState } from '../chain/chainStore.ts'
import type { ModalState } from '../modal/modalStore.ts'

/** What `getState()` / `useAppKitState()` report (AppKit's public state). */
export interface PublicState {
  /** Whether the modal is open. */
  open: boolean
  /** CAIP-2 id of the active network; `undefined` while the wallet is on an unsupported one. */
  selectedNetworkId: CaipNetworkId | undefined
  /** Whether the modal is waiting on something. */
  loading: boolean
}

/** What `getAccount()` / `useAppKitAccount()` report. */
export interface PublicAccount {
  /** Checksummed address, when connected. */
  address: string | undefined
  /** `namespace:chainId:address`, when connected. */
  caipAddress: CaipAddress | undefined
  /** `status === 'connected'`. */
  isConnected: boolean
  /** Where the connection is. */
  status: AccountStatus
}

/**
 * The public state from the modal and chain stores.
 *
 * @example
 * selectPublicState(stores.modal.getState(), stores.chain.getState()) // { open: false, selectedNetworkId: 'eip155:31337', loading: false }
 */
export function selectPublicState(modal: ModalState, chain: ChainState): PublicState {
  return { open: modal.open, selectedNetworkId: chain.activeNetwork?.caipNetworkId, loading: modal.loading }
}

/**
 * The public account from the account store.
 *
 * @example
 * selectPublicAccount(stores.account.getState()).isConnected // false
 */
export function selectPublicAccount(account: AccountState): PublicAccount {
  const { address, caipAddress, status } = account
  return { address, caipAddress, isConnected: status === 'connected', status }
}
