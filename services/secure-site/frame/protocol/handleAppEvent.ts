import {
  type AppEvent,
  type AppEventName,
  type EmbeddedUser,
  type SocialProvider,
  errorEvent,
  frameNotice,
  successEvent,
} from '@portico/frame-protocol'
import type { SecureSiteClient, SessionAnswer } from '../api/secureSiteClient.ts'
import { SecureSiteRequestError } from '../api/SecureSiteRequestError.ts'
import type { ApprovalQueue } from '../approval/approvalQueue.ts'
import { describeApproval } from '../approval/describeApproval.ts'
import { prepareApproval } from '../approval/prepareApproval.ts'
import { frameMessages } from '../messages.ts'
import { classifyFrameRpcMethod } from '../rpc/classifyFrameRpcMethod.ts'
import type { FrameCredentials } from '../session/frameCredentials.ts'
import { type SessionStore, toExpiryMilliseconds } from '../session/sessionStore.ts'
import { toErrorPayload } from './toErrorPayload.ts'
import { namespaceOf, toFrameChainId } from './toFrameChainId.ts'

/** The theme the host syncs (SYNC_THEME). */
export interface FrameTheme {
  themeMode?: 'light' | 'dark'
  themeVariables?: Record<string, string | number>
}

/** The app's name, url and icons from SYNC_DAPP_DATA, shown on the approval screen. */
export interface DappMetadata {
  name: string
  url: string
  description?: string
  icons?: string[]
}

/** Everything the handler talks to; `main.tsx` wires the browser's, tests their own. */
export interface AppEventContext {
  client: SecureSiteClient
  store: SessionStore
  /** The login secret and session key; forgotten with the session. */
  credentials: FrameCredentials
  approvals: ApprovalQueue
  /** The host page's origin; `returnTo` of a redirect-mode social login must be on it. */
  hostOrigin: string
  /** Posts a notice (NOT_CONNECTED, CHAIN_CHANGED, ACCOUNTS_CHANGED) to the host. */
  notify: (notice: { type: string; payload: unknown }) => void
  setTheme: (theme: FrameTheme) => void
  setDappMetadata: (metadata: DappMetadata | undefined) => void
  /** `location.reload()` in the page; called after the RELOAD answer is posted. */
  reload: () => void
}

/** A frame event answering an app event: `<NAME>_SUCCESS` or `<NAME>_ERROR` with the request's id. */
export type AppEventAnswer = { type: string; id: string; payload: unknown }

/** A request needed a session and there is none (EIP-1193 4100 "unauthorized"). */
export class NotConnectedError extends Error {
  override name = 'NotConnectedError'
  readonly code = 4100
  constructor() {
    super(frameMessages.notConnected)
  }
}

/** A request the embedded wallet refuses on purpose (unknown RPC method, smart accounts, no login started). */
export class FrameRequestRefusedError extends Error {
  override name = 'FrameRequestRefusedError'
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

type Payload<Name extends AppEventName> = Extract<AppEvent, { type: `@portico-app/${Name}` }>['payload']

/**
 * Makes the iframe's answerer: it carries out one app event with the secure-site HTTP API and resolves with
 * the frame event to post back (never rejects). A 401 from the server forgets the session, posts
 * NOT_CONNECTED and answers the request's error (§4). Unsafe RPC methods and email changes wait in `approvals`
 * for the person.
 *
 * @example
 * const handle = createAppEventHandler(context)
 * window.parent.postMessage(await handle(parseAppEvent(message.data)), hostOrigin)
 */
export function createAppEventHandler(
  context: AppEventContext,
): (event: AppEvent) => Promise<AppEventAnswer> {
  const { client, store } = context
  // The signed-in user per network, so approvals can show the account without a round trip.
  const users = new Map<string, EmbeddedUser>()
  // The Sign In With Farcaster login in progress: the sealed state GET_FARCASTER_URI got (ADR 0022).
  let farcasterState: string | undefined

  const currentChainId = (): string | undefined => store.getChainId()

  function requireSession(): void {
    if (store.getSession() === undefined) throw new NotConnectedError()
  }

  async function forgetSession(): Promise<void> {
    store.clearSession()
    users.clear()
    await context.credentials.forget()
  }

  /** The user on `chainId`; `cached` allows the remembered one (approvals), else the server is asked. */
  async function userOn(chainId: string | undefined, cached = false): Promise<EmbeddedUser> {
    const remembered = cached && chainId !== undefined ? users.get(chainId) : undefined
    if (remembered) return remembered
    const user = await client.getUser(chainId)
    users.set(String(user.chainId), user)
    return user
  }

  /** Stores a new session and answers its user on the current network (the server answers its default one). */
  async function openSession(answer: SessionAnswer): Promise<EmbeddedUser> {
    users.clear()
    store.setSession({ token: answer.sessionToken, expiresAt: toExpiryMilliseconds(answer.expiresAt) })
    if (answer.user.email) store.setEmail(answer.user.email)
    users.set(String(answer.user.chainId), answer.user)
    const chainId = currentChainId()
    if (chainId === undefined) {
      store.setChainId(String(answer.user.chainId))
      return answer.user
    }
    return userOn(chainId, true)
  }

  function requireEmail(): string {
    const email = store.getEmail()
    if (email === undefined) throw new FrameRequestRefusedError(frameMessages.noEmailInProgress)
    return email
  }

  async function switchNetwork(requested: string | number): Promise<{ chainId: string }> {
    const next = toFrameChainId(requested)
    const previous = currentChainId()
    // Signed in: the secure site says whether it serves the network and which account is there.
    const user = store.getSession() === undefined ? undefined : await userOn(next)
    store.setChainId(next)
    if (previous !== next) context.notify(frameNotice('CHAIN_CHANGED', { chainId: next }))
    if (user && (previous === undefined || namespaceOf(previous) !== namespaceOf(next)))
      context.notify(frameNotice('ACCOUNTS_CHANGED', { accounts: [user.address] }))
    return { chainId: next }
  }

  async function rpcRequest(
    payload: NonNullable<Payload<'RPC_REQUEST'>>,
    id: string,
  ): Promise<{ result: unknown }> {
    const kind = classifyFrameRpcMethod(payload.method)
    if (kind.kind === 'notAllowed') throw new FrameRequestRefusedError(frameMessages.rpcNotAllowed, 4200)
    if (kind.kind === 'unavailable')
      throw new FrameRequestRefusedError(frameMessages.methodNotAvailable(payload.method), 4200)
    requireSession()
    const chainId = payload.chainId === undefined ? currentChainId() : toFrameChainId(payload.chainId)
    if (kind.kind === 'safe') return client.rpc({ chainId, method: payload.method, params: payload.params })
    // Refused before anything else when malformed; then gas, fees, nonce and token details are read (shown = signed).
    describeApproval({ method: kind.method, params: payload.params, chainId })
    const user = await userOn(chainId, true)
    const { details, params } = await prepareApproval({
      method: kind.method,
      params: payload.params,
      chainId,
      account: user.address,
      read: async (method, readParams) => (await client.rpc({ chainId, method, params: readParams })).result,
    })
    const result = await context.approvals.request({
      id,
      method: kind.method,
      params,
      chainId,
      account: user.address,
      details,
    })
    return { result }
  }

  /**
   * The host names a new sign-in email: the person confirms it on this frame's approval screen first (a host
   * could otherwise move the account to its own address); Approve asks the secure site, Reject answers 4001.
   */
  async function updateEmail(to: string, id: string): Promise<unknown> {
    requireSession()
    const chainId = currentChainId()
    // The current address as the secure site has it, not as the host or this frame's storage says.
    const user = await userOn(chainId)
    if (!user.email) throw new FrameRequestRefusedError(frameMessages.approval.noEmailToChange)
    return context.approvals.request({
      id,
      method: 'updateEmail',
      params: { email: to },
      chainId,
      account: user.address,
      details: { kind: 'emailChange', from: user.email, to },
    })
  }

  async function answer(event: AppEvent): Promise<unknown> {
    switch (event.type) {
      case '@portico-app/CONNECT_EMAIL': {
        const { email } = event.payload!
        store.setEmail(email)
        return client.startEmail({ email, deviceId: store.getDeviceId() })
      }
      case '@portico-app/CONNECT_DEVICE':
        return client.waitForDevice({ email: requireEmail(), deviceId: store.getDeviceId() })
      case '@portico-app/CONNECT_OTP':
        return openSession(
          await client.verifyEmail({
            email: requireEmail(),
            otp: event.payload!.otp,
            deviceId: store.getDeviceId(),
          }),
        )
      case '@portico-app/GET_SOCIAL_REDIRECT_URI': {
        const { provider, mode, returnTo } = event.payload!
        if (returnTo !== undefined && new URL(returnTo).origin !== context.hostOrigin)
          throw new FrameRequestRefusedError(frameMessages.returnToNotOnHost)
        return client.startSocial({ provider: provider as SocialProvider, mode: mode ?? 'popup', returnTo })
      }
      case '@portico-app/CONNECT_SOCIAL': {
        const { uri, chainId, preferredAccountType } = event.payload!
        if (chainId !== undefined) store.setChainId(toFrameChainId(chainId))
        if (preferredAccountType !== undefined) store.setPreferredAccountType(preferredAccountType)
        return openSession(await client.completeSocial({ resultUri: uri }))
      }
      case '@portico-app/GET_USER': {
        requireSession()
        const chainId = event.payload?.chainId
        if (chainId !== undefined) store.setChainId(toFrameChainId(chainId))
        if (event.payload?.preferredAccountType)
          store.setPreferredAccountType(event.payload.preferredAccountType)
        return userOn(currentChainId())
      }
      case '@portico-app/IS_CONNECTED': {
        if (store.getSession() === undefined) return { isConnected: false }
        try {
          await userOn(currentChainId())
          return { isConnected: true }
        } catch (error) {
          if (!(error instanceof SecureSiteRequestError && error.isSessionExpired)) throw error
          await forgetSession()
          context.notify(frameNotice('NOT_CONNECTED', {}))
          return { isConnected: false }
        }
      }
      case '@portico-app/SIGN_OUT': {
        const hadSession = store.getSession() !== undefined
        try {
          if (hadSession) await client.signOut()
        } catch (error) {
          // 401: the server had already ended it, which is what signing out wants.
          if (!(error instanceof SecureSiteRequestError && error.isSessionExpired)) {
            await forgetSession()
            throw error
          }
        }
        await forgetSession()
        return {}
      }
      case '@portico-app/GET_CHAIN_ID': {
        const chainId = currentChainId()
        if (chainId === undefined) throw new FrameRequestRefusedError(frameMessages.chainIdNotFound)
        return { chainId }
      }
      case '@portico-app/SWITCH_NETWORK':
        return switchNetwork(event.payload!.chainId)
      case '@portico-app/SET_PREFERRED_ACCOUNT': {
        if (event.payload!.type !== 'eoa')
          throw new FrameRequestRefusedError(frameMessages.smartAccountsUnavailable)
        requireSession()
        const user = await userOn(currentChainId())
        store.setPreferredAccountType('eoa')
        return { type: 'eoa', address: user.address }
      }
      case '@portico-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        // No network has smart accounts yet; an empty list lets the host carry on with EOAs.
        return { smartAccountEnabledNetworks: [] }
      case '@portico-app/INIT_SMART_ACCOUNT':
        throw new FrameRequestRefusedError(frameMessages.smartAccountsUnavailable)
      case '@portico-app/GET_FARCASTER_URI': {
        const { url, state } = await client.startFarcaster()
        farcasterState = state
        return { url }
      }
      case '@portico-app/CONNECT_FARCASTER': {
        if (farcasterState === undefined) throw new FrameRequestRefusedError(frameMessages.noLoginInProgress)
        const answer = await client.connectFarcaster({ state: farcasterState })
        if (answer.status === 'pending') return { status: 'pending' }
        farcasterState = undefined
        const user = await openSession(answer)
        return { status: 'completed', userName: user.userName ?? '' }
      }
      case '@portico-app/RPC_REQUEST':
        return rpcRequest(event.payload!, event.id)
      case '@portico-app/ABORT_RPC_REQUESTS':
        return { cancelled: event.payload!.ids.filter((id) => context.approvals.cancel(id)).length }
      case '@portico-app/UPDATE_EMAIL':
        return updateEmail(event.payload!.email, event.id)
      case '@portico-app/UPDATE_EMAIL_PRIMARY_OTP':
        requireSession()
        return client.verifyPrimaryOtp({ otp: event.payload!.otp })
      case '@portico-app/UPDATE_EMAIL_SECONDARY_OTP': {
        requireSession()
        const updated = await client.verifySecondaryOtp({ otp: event.payload!.otp })
        store.setEmail(updated.email)
        users.clear()
        return updated
      }
      case '@portico-app/SYNC_THEME':
        context.setTheme(event.payload!)
        return {}
      case '@portico-app/SYNC_DAPP_DATA':
        context.setDappMetadata(event.payload!.metadata)
        return {}
      case '@portico-app/RELOAD':
        // After the answer is posted (the caller posts it when this promise settles).
        setTimeout(context.reload, 0)
        return {}
    }
  }

  return async (event) => {
    const name = event.type.slice('@portico-app/'.length) as AppEventName
    try {
      const payload = await answer(event)
      return successEvent(name, event.id, payload as never)
    } catch (error) {
      if (error instanceof SecureSiteRequestError && error.isSessionExpired) {
        try {
          await forgetSession()
        } catch (forgetError) {
          return errorEvent(name, event.id, toErrorPayload(forgetError))
        }
        context.notify(frameNotice('NOT_CONNECTED', {}))
      }
      return errorEvent(name, event.id, toErrorPayload(error))
    }
  }
}
