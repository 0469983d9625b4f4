import * as z from 'zod'
import {
  APP_EVENT_PREFIX,
  type AppEvent,
  type AppEventName,
  appEventPayloads,
  requestIdSchema,
} from './appEvents.ts'
import {
  FRAME_EVENT_PREFIX,
  type FrameEvent,
  type FrameNoticeName,
  frameErrorPayloadSchema,
  frameNotices,
  frameSuccessPayloads,
} from './frameEvents.ts'

/** A posted message that is not a valid app or frame event; `issues` says what was wrong. */
export class InvalidFrameMessageError extends Error {
  override name = 'InvalidFrameMessageError'
  constructor(
    message: string,
    readonly issues: readonly string[] = [],
  ) {
    super(issues.length > 0 ? `${message}: ${issues.join('; ')}` : message)
  }
}

const envelopeSchema = z.object({
  type: z.string().max(100),
  id: z.string().max(100).optional(),
  payload: z.unknown().optional(),
})

function describe(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  )
}

function isAppEventName(name: string): name is AppEventName {
  return Object.hasOwn(appEventPayloads, name)
}

function isNoticeName(name: string): name is FrameNoticeName {
  return Object.hasOwn(frameNotices, name)
}

/**
 * Checks that `data` (a `MessageEvent`'s data) is an app event with a UUID id and a payload of its shape (§5
 * validation: email format, OTP a string, social provider, actions). The secure site's iframe calls it on every
 * message from its parent.
 *
 * @throws {InvalidFrameMessageError} when it is not.
 * @example
 * const event = parseAppEvent({ type: '@portico-app/CONNECT_EMAIL', id: crypto.randomUUID(), payload: { email: 'a@b.co' } })
 */
export function parseAppEvent(data: unknown): AppEvent {
  const envelope = envelopeSchema.safeParse(data)
  if (!envelope.success) throw new InvalidFrameMessageError('Not an app event', describe(envelope.error))
  const { type, id, payload } = envelope.data
  if (!type.startsWith(APP_EVENT_PREFIX)) throw new InvalidFrameMessageError(`Unknown app event '${type}'`)
  const name = type.slice(APP_EVENT_PREFIX.length)
  if (!isAppEventName(name)) throw new InvalidFrameMessageError(`Unknown app event '${type}'`)
  const checkedId = requestIdSchema.safeParse(id)
  if (!checkedId.success) throw new InvalidFrameMessageError(`${name} needs a UUID id`)
  const checked = appEventPayloads[name].safeParse(payload)
  if (!checked.success) throw new InvalidFrameMessageError(`Invalid ${name} payload`, describe(checked.error))
  return { type, id: checkedId.data, payload: checked.data } as AppEvent
}

/**
 * Checks that `data` is a frame event: a success or error answer to an app event (with its id), or one of the
 * frame's notices. The host calls it on every message from the secure site's origin and ignores what fails.
 *
 * @throws {InvalidFrameMessageError} when it is not.
 * @example
 * const event = parseFrameEvent(message.data)
 * if (event.type === '@portico-frame/CONNECT_EMAIL_SUCCESS') console.log(event.payload.action)
 */
export function parseFrameEvent(data: unknown): FrameEvent {
  const envelope = envelopeSchema.safeParse(data)
  if (!envelope.success) throw new InvalidFrameMessageError('Not a frame event', describe(envelope.error))
  const { type, id, payload } = envelope.data
  if (!type.startsWith(FRAME_EVENT_PREFIX))
    throw new InvalidFrameMessageError(`Unknown frame event '${type}'`)
  const rest = type.slice(FRAME_EVENT_PREFIX.length)
  if (isNoticeName(rest)) {
    const checked = frameNotices[rest].safeParse(payload ?? {})
    if (!checked.success)
      throw new InvalidFrameMessageError(`Invalid ${rest} notice`, describe(checked.error))
    return { type, payload: checked.data } as FrameEvent
  }
  const answer = /^(.+)_(SUCCESS|ERROR)$/.exec(rest)
  const name = answer?.[1]
  if (!answer || name === undefined || !isAppEventName(name))
    throw new InvalidFrameMessageError(`Unknown frame event '${type}'`)
  const checkedId = requestIdSchema.safeParse(id)
  if (!checkedId.success) throw new InvalidFrameMessageError(`${rest} needs the request's id`)
  const schema = answer[2] === 'SUCCESS' ? frameSuccessPayloads[name] : frameErrorPayloadSchema
  const checked = schema.safeParse(payload ?? {})
  if (!checked.success) throw new InvalidFrameMessageError(`Invalid ${rest} payload`, describe(checked.error))
  return { type, id: checkedId.data, payload: checked.data } as FrameEvent
}

/**
 * The app event named `name` (`type` with the prefix), ready to post.
 *
 * @example
 * iframe.contentWindow.postMessage(appEvent('CONNECT_OTP', crypto.randomUUID(), { otp: '123456' }), secureSiteOrigin)
 */
export function appEvent<Name extends AppEventName>(
  name: Name,
  id: string,
  payload?: z.input<(typeof appEventPayloads)[Name]>,
): { type: string; id: string; payload?: unknown } {
  return payload === undefined
    ? { type: `${APP_EVENT_PREFIX}${name}`, id }
    : { type: `${APP_EVENT_PREFIX}${name}`, id, payload }
}

/**
 * The success answer to the app event `name` with `id`.
 *
 * @example
 * parent.postMessage(successEvent('IS_CONNECTED', event.id, { isConnected: true }), hostOrigin)
 */
export function successEvent<Name extends AppEventName>(
  name: Name,
  id: string,
  payload: z.input<(typeof frameSuccessPayloads)[Name]>,
): { type: string; id: string; payload: unknown } {
  return { type: `${FRAME_EVENT_PREFIX}${name}_SUCCESS`, id, payload }
}

/**
 * The error answer to the app event `name` with `id`; §8: the host shows `message`.
 *
 * @example
 * parent.postMessage(errorEvent('RPC_REQUEST', event.id, { message: 'Requested RPC call is not allowed' }), hostOrigin)
 */
export function errorEvent(
  name: AppEventName,
  id: string,
  payload: z.input<typeof frameErrorPayloadSchema>,
): { type: string; id: string; payload: unknown } {
  return { type: `${FRAME_EVENT_PREFIX}${name}_ERROR`, id, payload }
}

/**
 * A notice the frame sends on its own (READY, NOT_CONNECTED, ACCOUNTS_CHANGED, CHAIN_CHANGED).
 *
 * @example
 * parent.postMessage(frameNotice('READY', { version: '1' }), hostOrigin)
 */
export function frameNotice<Name extends FrameNoticeName>(
  name: Name,
  payload: z.input<(typeof frameNotices)[Name]>,
): { type: string; payload: unknown } {
  return { type: `${FRAME_EVENT_PREFIX}${name}`, payload }
}

/** The app event name a frame event answers, and whether it succeeded; `undefined` for notices. */
export function answeredEventOf(
  event: FrameEvent,
): { name: AppEventName; id: string; ok: boolean } | undefined {
  if (!('id' in event)) return undefined
  const match = /^(.+)_(SUCCESS|ERROR)$/.exec(event.type.slice(FRAME_EVENT_PREFIX.length))
  return { name: match![1] as AppEventName, id: event.id, ok: match![2] === 'SUCCESS' }
}
