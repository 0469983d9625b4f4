// A small two-window fake for the messenger's unit tests: the host page is an EventTarget receiving `message`
// events; the frame records what it was posted and answers the way the secure site's iframe does.
import { frameNotice, successEvent, errorEvent, type AppEventName } from '@portico/frame-protocol'

export const SECURE_ORIGIN = 'http://127.0.0.1:8789'

export interface Posted {
  message: { type: string; id: string; payload?: unknown }
  targetOrigin: string
}

export function createTwoWindows() {
  const host = new EventTarget()
  const posted: Posted[] = []
  const frame = {
    postMessage(message: unknown, targetOrigin: string) {
      posted.push({ message: message as Posted['message'], targetOrigin })
    },
  }
  const deliver = (data: unknown, { origin = SECURE_ORIGIN, source = frame as unknown } = {}) =>
    host.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  return {
    host,
    frame,
    posted,
    deliver,
    ready: () => deliver(frameNotice('READY', { version: '1' })),
    answer: (name: AppEventName, payload: unknown, index = posted.length - 1) =>
      deliver(successEvent(name, posted[index]!.message.id, payload as never)),
    fail: (name: AppEventName, payload: { message?: string; code?: number }, index = posted.length - 1) =>
      deliver(errorEvent(name, posted[index]!.message.id, payload)),
  }
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
