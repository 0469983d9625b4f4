import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import type { AccountState, AccountStatus } from '../account/accountStore.ts'
import type { ChainState } from '../chain/chainStore.ts'
import type { ConnectionState } from '../connection/connectionStore.ts'
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
  /** True once the instance is ready: the wallet of the last visit has reconnected or not (AppKit's flag). */
  initialized: boolean
}

/** What `getAccount()` / `useAppKitAccount()` report (AppKit's shape). */
export interface PublicAccount {
  /** Checksummed address, when connected. */
  address: string | undefined
  /** `namespace:chainId:address`, when connected. */
  caipAddress: CaipAddress | undefined
  /** `status === 'connected'`. */
  isConnected: boolean
  /** Where the connection is. */
  status: AccountStatus
  /** Every account of the connection: the connected one, and the embedded wallet's others. */
  allAccounts: readonly PublicAccountEntry[]
  /** The embedded wallet's user and account, when connected through email or a social login. */
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

/** One entry of {@link PublicAccount.allAccounts}. */
export interface PublicAccountEntry {
  namespace: ChainNamespace
  address: string
  /** `eoa`, or `smartAccount` for an embedded wallet's smart account. */
  type: 'eoa' | 'smartAccount'
}

/** AppKit's `embeddedWalletInfo`. */
export interface EmbeddedWalletInfo {
  /** The signed-in user: email, or the social account's user name. */
  user: { email: string | undefined; username: string | undefined }
  /** `email` or the social provider. */
  authProvider: string
  /** Account type the secure site reports (Portico's embedded wallet makes EOAs). */
  accountType: 'eoa' | 'smartAccount'
  /** Whether the smart account is deployed. */
  isSmartAccountDeployed: boolean
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
    initialized: modal.initialized,
  }
}

/**
 * The public account: of the active namespace from the account store, or of `namespace` from its connection
 * (the account store shows the active namespace only).
 *
 * @example
 * selectPublicAccount(stores.account.getState()).isConnected // false
 * selectPublicAccount(stores.account.getState(), stores.connection.getState(), 'solana').address
 */
export function selectPublicAccount(
  account: AccountState,
  connection?: Pick<ConnectionState, 'connections'>,
  namespace?: ChainNamespace,
): PublicAccount {
  const activeNamespace = account.caipAddress?.split(':')[0]
  if (namespace !== undefined && namespace !== activeNamespace) {
    const record = connection?.connections[namespace]
    const address = record?.caipAddress.split(':')[2]
    return {
      address,
      caipAddress: record?.caipAddress,
      isConnected: record !== undefined,
      status: record ? 'connected' : 'disconnected',
      allAccounts: address ? [{ namespace, address, type: 'eoa' }] : [],
      embeddedWalletInfo: undefined,
    }
  }
  const { address, caipAddress, status } = account
  const embedded = connection?.connections[activeNamespace as ChainNamespace]?.connectorType === 'AUTH'
  // AppKit lists the accounts of the namespace asked for.
  const others = embedded
    ? account.allAccounts.filter((entry) => entry.address !== address && entry.namespace === activeNamespace)
    : []
  const connectedNamespace = activeNamespace as ChainNamespace
  return {
    address,
    caipAddress,
    isConnected: status === 'connected',
    status,
    allAccounts:
      address && status === 'connected'
        ? [
            {
              namespace: connectedNamespace,
              address,
              type: embedded ? (account.preferredAccountType ?? 'eoa') : 'eoa',
            },
            ...others.map((entry) => ({
              namespace: entry.namespace as ChainNamespace,
              address: entry.address,
              type: entry.type,
            })),
          ]
        : [],
    embeddedWalletInfo:
      embedded && account.user
        ? {
            user: { email: account.user.email ?? undefined, username: account.user.userName ?? undefined },
            authProvider: account.socialProvider ?? 'email',
            accountType: account.preferredAccountType ?? 'eoa',
            isSmartAccountDeployed: account.smartAccountDeployed,
          }
        : undefined,
  }
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
