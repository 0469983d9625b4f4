import { RequestAbortedError, parseCaipAddress, type CaipAddress } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'

/** What {@link waitForConnection} resolves to: the account that connected, in AppKit's parsed shape. */
export interface ConnectedAccount {
  /** `namespace:chainId:address`. */
  caipAddress: CaipAddress
  /** Namespace connected, e.g. `eip155`. */
  chainNamespace: string
  /** Chain reference, e.g. `31337`. */
  chainId: string
  /** The account's address. */
  address: string
}

/**
 * Waits for the next connection made in the modal (a WalletConnect QR code, an email or a registry wallet the
 * person completes there). Resolves with the account once one connects (a new one, when another was already
 * connected); rejects when the modal closes first.
 *
 * @throws {RequestAbortedError} 'Request was aborted' when the modal closed before a wallet connected.
 *
 * @example
 * openModal(context, { view: 'ConnectingWalletConnectBasic' })
 * const { address } = await waitForConnection(context)
 */
export function waitForConnection(context: CoreContext): Promise<ConnectedAccount> {
  const { account, modal } = context.stores
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = []
    const stop = () => stops.forEach((unsubscribe) => unsubscribe())
    stops.push(
      account.subscribe((next, previous) => {
        if (next.status !== 'connected' || next.caipAddress === undefined) return
        if (previous.status === 'connected' && previous.caipAddress === next.caipAddress) return
        stop()
        resolve(toConnectedAccount(next.caipAddress))
      }),
      modal.subscribe((next, previous) => {
        if (next.open || !previous.open) return
        stop()
        reject(new RequestAbortedError())
      }),
    )
  })
}

/**
 * The parts of a connected account's CAIP-10 id.
 *
 * @example
 * toConnectedAccount('eip155:31337:0xabc') // { caipAddress, chainNamespace: 'eip155', chainId: '31337', address: '0xabc' }
 */
export function toConnectedAccount(caipAddress: CaipAddress): ConnectedAccount {
  const { namespace, reference, address } = parseCaipAddress(caipAddress)
  return { caipAddress, chainNamespace: namespace, chainId: reference, address }
}
