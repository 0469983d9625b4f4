import { SignatureDeclinedError, SiwxNotEnabledError, type CaipNetworkId } from '@portico/common'
import { toHex } from 'viem'
import type { CoreContext } from '../client/coreContext.ts'
import { disconnect } from '../connection/disconnect.ts'
import { toWalletError } from '../connection/toWalletError.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { closeModal } from '../modal/closeModal.ts'
import { resetView } from '../router/resetView.ts'
import { showToast } from '../toast/showToast.ts'
import { SiwxVerificationError } from './siwxVerificationError.ts'

function activeAccount(context: CoreContext): { address: string; chainId: CaipNetworkId } | undefined {
  const { caipAddress } = context.stores.account.getState()
  if (!caipAddress) return undefined
  const [namespace, reference, address] = caipAddress.split(':')
  return address ? { address, chainId: `${namespace}:${reference}` as CaipNetworkId } : undefined
}

/** Asks the connected wallet to sign `message` (through its adapter when there is one). */
async function signWithWallet(context: CoreContext, message: string, address: string): Promise<string> {
  const { connections, provider } = context.stores.connection.getState()
  const record = connections.eip155
  if (record?.adapter) return record.adapter.signMessage({ message, address, provider: record.provider })
  if (!provider) throw new SiwxNotEnabledError()
  return provider
    .request({ method: 'personal_sign', params: [toHex(message), address as `0x${string}`] })
    .catch((error: unknown) => Promise.reject(toWalletError('personal_sign', error)))
}

/**
 * §4 sign-in, step one: after a connect, when SIWX is configured and the account has no session on its
 * network, the sign-in view opens (SIWXSignMessage, or ConnectingSiwe for an app's `siweConfig`). Sessions found are mirrored into the siwx store.
 *
 * @returns whether the sign-in view was opened.
 *
 * @example
 * await requireSignIn(context)
 */
export async function requireSignIn(context: CoreContext): Promise<boolean> {
  const { siwx } = context.stores.options.getState()
  const account = activeAccount(context)
  if (!siwx?.getSessions || !account) return false
  const sessions = await siwx.getSessions(account.chainId, account.address)
  if (sessions.length > 0) {
    context.stores.siwx.setState({ sessions })
    return false
  }
  if (activeAccount(context)?.address !== account.address) return false
  resetView(context, context.stores.options.getState().signInView)
  context.stores.modal.setState({ open: true })
  return true
}

/**
 * §4 sign-in, step two (the view's "Sign" button): builds the message, asks the wallet to sign it, stores the
 * session and closes the modal. On failure the view stays (reopened) with the error: 'Signature declined', or
 * why the session did not verify.
 *
 * @throws {SiwxNotEnabledError} when no SIWX option with `createMessage` and `addSession` is configured.
 * @throws {SignatureDeclinedError} when the wallet refuses or fails.
 * @throws {SiwxVerificationError} when the SIWX option refuses the signed session (e.g. createDefaultSiwx's checks).
 *
 * @example
 * await signIn(context)
 */
export async function signIn(context: CoreContext): Promise<void> {
  const { siwx } = context.stores.options.getState()
  const account = activeAccount(context)
  if (!siwx?.createMessage || !siwx.addSession || !account) throw new SiwxNotEnabledError()
  trackEvent(context, {
    type: 'track',
    event: 'CLICK_SIGN_SIWX_MESSAGE',
    properties: { network: account.chainId },
  })
  try {
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: account.chainId })
    const text = message.toString()
    const signature = await signWithWallet(context, text, account.address)
    const { toString: _text, ...data } = message
    const session = { data, message: text, signature }
    await siwx.addSession(session)
    context.stores.siwx.setState({ sessions: [...context.stores.siwx.getState().sessions, session] })
    trackEvent(context, {
      type: 'track',
      event: 'SIWX_AUTH_SUCCESS',
      properties: { network: account.chainId },
    })
    closeModal(context)
  } catch (cause) {
    // A session that did not verify says why; anything else (the wallet refused or failed) is a decline.
    const error = cause instanceof SiwxVerificationError ? cause : new SignatureDeclinedError({ cause })
    trackEvent(context, {
      type: 'track',
      event: 'SIWX_AUTH_ERROR',
      properties: { message: error.shortMessage },
    })
    // §4: on failure the view reopens with an error.
    resetView(context, context.stores.options.getState().signInView)
    context.stores.modal.setState({ open: true })
    showToast(context, { message: error.shortMessage, variant: 'error' })
    throw error
  }
}

/**
 * §4 sign-in cancel: disconnects when sign-in is required, otherwise closes the modal.
 *
 * @example
 * await cancelSignIn(context)
 */
export async function cancelSignIn(context: CoreContext): Promise<void> {
  const { siwx } = context.stores.options.getState()
  trackEvent(context, { type: 'track', event: 'CLICK_CANCEL_SIWX' })
  if (siwx?.required === true || siwx?.getRequired?.() === true) {
    await disconnect(context)
    return
  }
  closeModal(context)
}
