import {
  ActiveCaipAddressNotFoundError,
  InsufficientBalanceError,
  InvalidAddressError,
  InvalidSendDraftError,
  NameResolutionError,
  PorticoError,
  WalletRequestError,
  isAddressForNamespace,
} from '@portico/common'
import { encodeFunctionData, erc20Abi, parseUnits, type Hex } from 'viem'
import { fetchNativeBalance } from '../account/fetchNativeBalance.ts'
import { getFromApi } from '../api/getFromApi.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { sendWalletTransaction } from '../connection/sendWalletTransaction.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { showToast } from '../toast/showToast.ts'
import { parseSourceAmount } from '../swap/swapActions.ts'
import { resetSendDraft } from './resetSendDraft.ts'
import { assertSolanaSendDraft } from './sendValidation.ts'
import type { SendToken } from './sendStore.ts'

/**
 * Chooses the token to send (§3 Send draft).
 *
 * @example
 * setSendToken(context, pusd)
 */
export function setSendToken(context: CoreContext, token: SendToken): void {
  context.stores.send.setState({ token, error: undefined })
}

/**
 * Sets the amount typed, in whole tokens.
 *
 * @example
 * setSendAmount(context, '12.5')
 */
export function setSendAmount(context: CoreContext, amount: string): void {
  context.stores.send.setState({ sendTokenAmount: amount, error: undefined })
}

/**
 * Sets the receiver: an address of the active namespace, or a name, which is resolved through the API and
 * fills the receiver's profile name and image.
 *
 * @throws {NameResolutionError} when a name does not resolve ('Error resolving name' or the server's reason).
 * @throws {InvalidAddressError} when it is neither a name nor an address of the namespace.
 *
 * @example
 * await setSendReceiver(context, 'alice.reown.id')
 */
export async function setSendReceiver(context: CoreContext, receiver: string): Promise<void> {
  const namespace = context.stores.chain.getState().activeNetwork?.chainNamespace ?? 'eip155'
  const trimmed = receiver.trim()
  const { send } = context.stores
  if (trimmed.includes('.') && !trimmed.startsWith('0x')) {
    send.setState({ loading: true })
    try {
      const profile = (await getFromApi(context, {
        path: `/v1/profile/account/${encodeURIComponent(trimmed)}`,
      })) as {
        addresses?: Record<string, { address: string }>
        attributes?: { avatar?: string }
      }
      const address = Object.values(profile.addresses ?? {})[0]?.address
      if (!address) throw new NameResolutionError()
      send.setState({
        receiverAddress: address,
        receiverProfileName: trimmed,
        receiverProfileImageUrl: profile.attributes?.avatar,
        error: undefined,
      })
    } catch (cause) {
      throw cause instanceof NameResolutionError ? cause : new NameResolutionError({ cause })
    } finally {
      send.setState({ loading: false })
    }
    return
  }
  if (!isAddressForNamespace(trimmed, namespace))
    throw new InvalidAddressError({ namespace, address: trimmed })
  send.setState({
    receiverAddress: trimmed,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    error: undefined,
  })
}

const isNativeToken = (token: SendToken) =>
  token.address === undefined ||
  token.address.toLowerCase().endsWith(':0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')

/**
 * §4 send: sends the draft's token — a native transfer, or an ERC-20 `transfer` — from the connected account.
 * On success the draft resets and the balance refreshes; on failure the draft stays and its error shows.
 * §5: the amount and receiver are required ('Please enter a valid amount and receiver address'), and the
 * amount cannot exceed the token's balance.
 *
 * @returns the transaction hash.
 *
 * @example
 * setSendToken(context, pusd); setSendAmount(context, '5'); await setSendReceiver(context, bob)
 * const hash = await sendDraft(context)
 */
export async function sendDraft(context: CoreContext): Promise<Hex> {
  const { send, account, chain } = context.stores
  const draft = send.getState()
  if (!account.getState().caipAddress) throw new ActiveCaipAddressNotFoundError()
  const namespace = chain.getState().activeNetwork?.chainNamespace
  if (namespace === 'solana') assertSolanaSendDraft(draft)
  const { token, sendTokenAmount, receiverAddress } = draft
  if (!token || !sendTokenAmount || !receiverAddress) throw new InvalidSendDraftError()
  const decimals = Number(token.quantity.decimals)
  const amount = parseSourceAmount(sendTokenAmount, decimals)
  if (amount === undefined) throw new InvalidSendDraftError()
  if (amount > parseUnits(token.quantity.numeric, decimals)) throw new InsufficientBalanceError()

  send.setState({ loading: true, error: undefined })
  trackEvent(context, {
    type: 'track',
    event: 'SEND_INITIATED',
    properties: { token: token.symbol, amount: sendTokenAmount },
  })
  try {
    const to = receiverAddress as Hex
    const hash = isNativeToken(token)
      ? await sendWalletTransaction(context, { to, value: amount })
      : await sendWalletTransaction(context, {
          to: token.address!.split(':').at(-1) as Hex,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
        })
    resetSendDraft(context)
    trackEvent(context, { type: 'track', event: 'SEND_SUCCESS', properties: { token: token.symbol, hash } })
    showToast(context, { message: `Sent ${sendTokenAmount} ${token.symbol}`, variant: 'success' })
    await fetchNativeBalance(context, { forceUpdate: true })
    return hash
  } catch (cause) {
    const error =
      cause instanceof PorticoError ? cause : new WalletRequestError({ method: 'eth_sendTransaction', cause })
    send.setState({ error, loading: false })
    trackEvent(context, { type: 'track', event: 'SEND_ERROR', properties: { message: error.shortMessage } })
    showToast(context, { message: error.shortMessage, variant: 'error' })
    throw error
  }
}
