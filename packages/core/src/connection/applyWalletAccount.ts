import { NoAccountsReturnedError, toCaipAddress, toEip155NetworkId, type CaipAddress } from '@portico/common'
import { getAddress, isAddress } from 'viem'
import { fetchNativeBalance } from '../account/fetchNativeBalance.ts'
import { showUnsupportedChain } from '../chain/showUnsupportedChain.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { STORAGE_KEYS } from '../storage/storageKeys.ts'

/** Parameters of {@link applyWalletAccount}. */
export interface ApplyWalletAccountParameters {
  /** Address the wallet reported (any case). */
  address: string
  /** EVM chain id the wallet is on. */
  chainId: number
}

/** Return type of {@link applyWalletAccount}. */
export interface ApplyWalletAccountReturnType {
  /** Checksummed address. */
  address: string
  /** `eip155:<chainId>:<address>`. */
  caipAddress: CaipAddress
  /** Settles when the balance has been loaded or has failed (it never rejects). */
  balanceLoaded: Promise<void>
}

/**
 * Records what the wallet reported as the connected account: checksummed address, CAIP address, the matching
 * configured network as the active one (none when the app does not support the wallet's chain, which opens
 * the UnsupportedChain view unless allowed, §4), then starts loading the native balance.
 *
 * @throws {NoAccountsReturnedError} when `address` is not an EVM address.
 *
 * @example
 * applyWalletAccount(context, { address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', chainId: 31337 })
 */
export function applyWalletAccount(
  context: CoreContext,
  { address, chainId }: ApplyWalletAccountParameters,
): ApplyWalletAccountReturnType {
  if (!isAddress(address, { strict: false })) throw new NoAccountsReturnedError()
  const { account, chain } = context.stores
  const caipNetworkId = toEip155NetworkId(chainId)
  const checksummed = getAddress(address)
  const caipAddress = toCaipAddress(caipNetworkId, checksummed)
  const activeNetwork = chain.getState().networks.find((network) => network.caipNetworkId === caipNetworkId)
  chain.setState({ activeNetwork })
  if (activeNetwork === undefined) showUnsupportedChain(context)
  else context.storage.setItem(STORAGE_KEYS.activeCaipNetworkId, activeNetwork.caipNetworkId)
  account.setState({
    status: 'connected',
    address: checksummed,
    caipAddress,
    balance: undefined,
  })
  return { address: checksummed, caipAddress, balanceLoaded: fetchNativeBalance(context) }
}
