import type { CoreContext } from '../client/coreContext.ts'

/** What `open({ view: 'WalletSend', arguments })` fills in (AppKit's shape). */
export interface SendArguments {
  /** Amount in whole tokens, e.g. `'0.5'`. */
  amount?: string | undefined
  /** Contract address of the token to send (its CAIP-10 id works too); the native coin when omitted. */
  assetAddress?: string | undefined
  /** Receiver's address. */
  to?: string | undefined
}

/**
 * Fills the send draft from AppKit's WalletSend arguments: the amount, the receiver, and the token among the
 * account's tokens whose address ends with `assetAddress`. What is not given stays as it was.
 *
 * @example
 * prefillSend(context, { amount: '12', assetAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3', to: BOB })
 */
export function prefillSend(context: CoreContext, { amount, assetAddress, to }: SendArguments): void {
  const { send } = context.stores
  const wanted = assetAddress?.toLowerCase()
  const token = wanted
    ? send.getState().tokenBalances.find((entry) => entry.address?.toLowerCase().endsWith(wanted))
    : undefined
  send.setState({
    ...(amount === undefined ? {} : { sendTokenAmount: amount }),
    ...(to === undefined ? {} : { receiverAddress: to }),
    ...(token ? { token } : {}),
    error: undefined,
  })
}
