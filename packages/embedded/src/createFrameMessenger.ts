import { AuthInitializationError, IframeNotSetError, RequestAbortedError } from '@portico/common'
import {
  CONNECT_TYPE_EVENTS,
  answeredEventOf,
  appEvent,
  appEventPayloads,
  parseFrameEvent,
  type AppEventName,
  type AppEventPayload,
  type FrameEvent,
  type FrameSuccessPayload,
} from '@portico/frame-protocol'
import { FrameRequestError, FrameRequestTimeoutError, InvalidFrameRequestError } from './embeddedErrors.ts'

/** §9: embedded connect timeout. */
export const CONNECT_TIMEOUT_MS = 30_000
/** How long the host waits for the frame's READY notice before §8's initialisation error. */
export const READY_TIMEOUT_MS = 30_000

/** Something messages can be posted to (the iframe's `contentWindow`). */
export interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void
}

/** Where a messenger listens and posts. */
export interface FrameMessengerParameters {
  /** The host window: answers arrive as its `message` events. */
  host: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  /** The frame's window (`iframe.contentWindow`), read at each use; messages from anything else are ignored. */
  frame: () => PostTarget | null | undefined
  /** The secure site's exact origin: the only target posted to and the only origin listened to. */
  origin: string
  /** Default {@link CONNECT_TIMEOUT_MS}. */
  connectTimeoutMs?: number | undefined
  /** Default {@link READY_TIMEOUT_MS}. */
  readyTimeoutMs?: number | undefined
  /** Logs ignored messages (`enableLogger`). */
  log?: ((message: string, detail?: unknown) => void) | undefined
}

/** A notice the frame sends without an id. */
export type FrameNotice = Extract<
  FrameEvent,
  { type: `@portico-frame/${'READY' | 'NOT_CONNECTED' | 'ACCOUNTS_CHANGED' | 'CHAIN_CHANGED'}` }
>

/** Options of one request. */
export interface FrameRequestOptions {
  /** `false`: wait as long as it takes (an approval a person is reading); default: 30 s for connect types. */
  timeout?: false | undefined
}

/** Request/answer messaging with the secure site's iframe (§7). */
export interface FrameMessenger {
  /** Settles when the frame said READY; rejects with §8's initialisation error after 30 s. */
  ready: Promise<void>
  /**
   * Posts the app event `name` with a fresh id and resolves to its success payload.
   *
   * @throws {InvalidFrameRequestError} when the payload does not have the protocol's shape.
   * @throws {FrameRequestError} the frame's error (payload message or 'An error occurred', and its code).
   * @throws {FrameRequestTimeoutError} for a connect-type request unanswered in 30 s (§9).
   * @throws {RequestAbortedError} when {@link FrameMessenger.abortOpenRequests} ran first.
   */
  request<Name extends AppEventName>(
    name: Name,
    payload?: AppEventPayload<Name>,
    options?: FrameRequestOptions,
  ): Promise<FrameSuccessPayload<Name>>
  /** Rejects every open request with 'Request was aborted' (§8). */
  abortOpenRequests(): void
  /** Calls `listener` with each notice; returns the unsubscribe. */
  onNotice(listener: (notice: FrameNotice) => void): () => void
  /** Stops listening; open requests are aborted. */
  destroy(): void
}

interface PendingRequest {
  name: AppEventName
  resolve(payload: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout> | undefined
}

/**
 * Creates the host side of the frame protocol: posts only to the secure site's exact origin (never `*`), and
 * accepts only messages whose origin is that origin, whose source is the frame's window and which
 * `parseFrameEvent` validates; everything else is ignored. Ids come from `crypto.randomUUID()`.
 *
 * @example
 * const messenger = createFrameMessenger({ host: window, frame: () => iframe.contentWindow, origin: 'http://127.0.0.1:8789' })
 * await messenger.ready
 * const { action } = await messenger.request('CONNECT_EMAIL', { email: 'a@example.com' })
 */
export function createFrameMessenger({
  host,
  frame,
  origin,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
  readyTimeoutMs = READY_TIMEOUT_MS,
  log,
}: FrameMessengerParameters): FrameMessenger {
  const pending = new Map<string, PendingRequest>()
  const listeners = new Set<(notice: FrameNotice) => void>()
  let markReady: () => void = () => undefined
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  const ready = new Promise<void>((resolve, reject) => {
    markReady = () => {
      clearTimeout(readyTimer)
      resolve()
    }
    readyTimer = setTimeout(
      () => reject(new AuthInitializationError({ cause: new Error(`no READY from ${origin}`) })),
      readyTimeoutMs,
    )
  })
  // Nobody may be waiting yet; the rejection is seen by whoever awaits `ready` or sends a request.
  ready.catch(() => undefined)

  const settle = (id: string, outcome: { ok: true; payload: unknown } | { ok: false; error: Error }) => {
    const entry = pending.get(id)
    if (!entry) return
    pending.delete(id)
    clearTimeout(entry.timer)
    if (outcome.ok) entry.resolve(outcome.payload)
    else entry.reject(outcome.error)
  }

  const onMessage = (event: Event) => {
    const message = event as MessageEvent
    // Only the secure site's own frame may answer: same origin AND the very window we embedded.
    if (message.origin !== origin) return
    const source = frame()
    if (!source || message.source !== source) return
    let parsed: FrameEvent
    try {
      parsed = parseFrameEvent(message.data)
    } catch (error) {
      log?.('ignored a message that is not a frame event', error)
      return
    }
    const answered = answeredEventOf(parsed)
    if (!answered) {
      const notice = parsed as FrameNotice
      if (notice.type === '@portico-frame/READY') markReady()
      for (const listener of [...listeners]) listener(notice)
      return
    }
    const entry = pending.get(answered.id)
    if (!entry || entry.name !== answered.name) {
      log?.(`ignored an answer to no open request (${parsed.type})`)
      return
    }
    if (answered.ok) settle(answered.id, { ok: true, payload: parsed.payload })
    else {
      const payload = parsed.payload as { message?: string; code?: number }
      settle(answered.id, {
        ok: false,
        error: new FrameRequestError({ message: payload.message, rpcCode: payload.code }),
      })
    }
  }
  host.addEventListener('message', onMessage)

  async function request<Name extends AppEventName>(
    name: Name,
    payload?: AppEventPayload<Name>,
    options: FrameRequestOptions = {},
  ): Promise<FrameSuccessPayload<Name>> {
    const checked = appEventPayloads[name].safeParse(payload)
    if (!checked.success) {
      const issue = checked.error.issues[0]
      throw new InvalidFrameRequestError({
        message: issue?.message ?? `Invalid ${name} request`,
        details: issue?.path.join('.'),
      })
    }
    await ready
    const target = frame()
    if (!target) throw new IframeNotSetError()
    const id = crypto.randomUUID()
    const answer = new Promise<FrameSuccessPayload<Name>>((resolve, reject) => {
      const entry: PendingRequest = {
        name,
        resolve: resolve as (payload: unknown) => void,
        reject,
        timer: undefined,
      }
      // §9: requests that wait for a login time out after 30 s; an approval waits for the person.
      if (options.timeout !== false && CONNECT_TYPE_EVENTS.has(name)) {
        entry.timer = setTimeout(
          () =>
            settle(id, {
              ok: false,
              error: new FrameRequestTimeoutError({ request: name, timeoutMs: connectTimeoutMs }),
            }),
          connectTimeoutMs,
        )
      }
      pending.set(id, entry)
    })
    target.postMessage(appEvent(name, id, payload), origin)
    return answer
  }

  const rejectOpenRequests = () => {
    for (const id of [...pending.keys()]) settle(id, { ok: false, error: new RequestAbortedError() })
  }
  const abortOpenRequests = () => {
    // Both wait on the frame's approval screen.
    const rpcIds = [...pending]
      .filter(([, entry]) => entry.name === 'RPC_REQUEST' || entry.name === 'UPDATE_EMAIL')
      .map(([id]) => id)
    rejectOpenRequests()
    // The frame drops their approval screens too, so none can be approved after the app stopped waiting. Not
    // tracked as a request: the modal is closing and nobody waits for the answer.
    const target = frame()
    if (rpcIds.length > 0 && target)
      target.postMessage(
        appEvent('ABORT_RPC_REQUESTS', crypto.randomUUID(), { ids: rpcIds.slice(0, 100) }),
        origin,
      )
  }

  return {
    ready,
    request,
    abortOpenRequests,
    onNotice(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      host.removeEventListener('message', onMessage)
      clearTimeout(readyTimer)
      rejectOpenRequests()
      listeners.clear()
    },
  }
}
