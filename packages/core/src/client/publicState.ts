import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
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
  /** Namespace in use: the one forced on open, else the active network's. */
  activeChain: ChainNamespace | undefined
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
  return {
    open: modal.open,
    selectedNetworkId: chain.activeNetwork?.caipNetworkId,
    loading: modal.loading,
    activeChain: modal.namespace ?? chain.activeNetwork?.chainNamespace,
  }
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

/** What `subscribeNetwork` listeners get (AppKit's shape). */
export interface PublicNetwork {
  /** Active network, `undefined` while the wallet is on one the app does not list. */
  caipNetwork: CaipNetwork | undefined
  /** Its chain id (number for eip155). */
  chainId: number | string | undefined
  /** `namespace:reference`. */
  caipNetworkId: CaipNetworkId | undefined
}

/**
 * The network part of the public state.
 *
 * @example
 * selectPublicNetwork(core.stores.chain.getState()) // { caipNetwork, chainId: 31337, caipNetworkId: 'eip155:31337' }
 */
export function selectPublicNetwork(chain: ChainState): PublicNetwork {
  const { activeNetwork } = chain
  return {
    caipNetwork: activeNetwork,
    chainId: activeNetwork?.id,
    caipNetworkId: activeNetwork?.caipNetworkId,
  }
}
