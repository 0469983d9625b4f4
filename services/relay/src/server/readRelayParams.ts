import { INVALID_PARAMS, RelayRequestError } from './relayErrors.ts'

// Topics are 32-byte hex strings; messages are base64 envelopes. Both are checked before anything is stored.
const TOPIC = /^[0-9a-f]{64}$/

function checkTopic(topic: unknown, name: string): string {
  if (typeof topic !== 'string' || !TOPIC.test(topic))
    throw new RelayRequestError(INVALID_PARAMS, `${name} must be 64 lower-case hexadecimal characters`)
  return topic
}

/** `params[name]` as a topic, or an invalid-params error. */
export function readTopic(params: Record<string, unknown>, name = 'topic'): string {
  return checkTopic(params[name], name)
}

/** `params[name]` as a list of topics (1 to `max`). */
export function readTopics(params: Record<string, unknown>, max: number, name = 'topics'): string[] {
  const topics = params[name]
  if (!Array.isArray(topics) || topics.length === 0 || topics.length > max)
    throw new RelayRequestError(INVALID_PARAMS, `${name} must be a list of 1 to ${max} topics`)
  return topics.map((topic: unknown, index) => checkTopic(topic, String(index)))
}

/** A non-empty string no longer than `maxLength`. */
export function readMessage(params: Record<string, unknown>, name: string, maxLength: number): string {
  const message = params[name]
  if (typeof message !== 'string' || message.length === 0)
    throw new RelayRequestError(INVALID_PARAMS, `${name} must be a non-empty string`)
  if (message.length > maxLength)
    throw new RelayRequestError(INVALID_PARAMS, `${name} is longer than ${maxLength} characters`)
  return message
}

/** A whole number within bounds, or `fallback` when absent. */
export function readInteger(
  params: Record<string, unknown>,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const value = params[name]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new RelayRequestError(INVALID_PARAMS, `${name} must be a whole number from ${min} to ${max}`)
  return value
}

/** The request's params as an object. */
export function readParams(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new RelayRequestError(INVALID_PARAMS, 'params must be an object')
  return params as Record<string, unknown>
}
