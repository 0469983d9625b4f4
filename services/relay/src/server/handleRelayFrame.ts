import type { RawData } from 'ws'
import type { RelayHub } from './createRelayHub.ts'
import { logRelayError } from './logRelayError.ts'
import { handleRelayRequest, type RelayRequest } from './handleRelayRequest.ts'
import type { RelayConnection } from './relayConnection.ts'
import {
  INTERNAL_ERROR,
  INVALID_REQUEST,
  PARSE_ERROR,
  RATE_LIMITED,
  RelayRequestError,
} from './relayErrors.ts'
import type { RelayLimits } from './relayLimits.ts'

type Frame = Partial<RelayRequest> & { result?: unknown; error?: unknown }

const fail = (connection: RelayConnection, id: number | string | null, code: number, message: string) =>
  connection.send({ id, jsonrpc: '2.0', error: { code, message } })

/**
 * One frame from a client: an acknowledgement of a delivery, or a request answered with its result or a
 * JSON-RPC error. Malformed frames get an error too; nothing a client sends closes the socket or the relay.
 */
export async function handleRelayFrame(
  hub: RelayHub,
  connection: RelayConnection,
  data: RawData,
  limits: RelayLimits,
): Promise<void> {
  let payload: unknown
  try {
    payload = JSON.parse(data.toString())
  } catch {
    return fail(connection, null, PARSE_ERROR, 'Parse error')
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return fail(connection, null, INVALID_REQUEST, 'expected a JSON-RPC object')
  const frame = payload as Frame

  // A response: the client acknowledging an irn_subscription.
  if (frame.method === undefined && (frame.result !== undefined || frame.error !== undefined)) {
    // An error answer settles the delivery without acknowledging it: the mailbox offers it again on the
    // client's next subscribe. Answers to ids the relay never sent are ignored.
    const delivery = typeof frame.id === 'number' ? connection.settleDelivery(frame.id) : undefined
    if (delivery && frame.result !== undefined)
      await hub.acknowledge(connection, delivery.topic, delivery.hash)
    return
  }

  const id = typeof frame.id === 'number' || typeof frame.id === 'string' ? frame.id : null
  if (id === null || typeof frame.method !== 'string')
    return fail(connection, id, INVALID_REQUEST, 'expected id and method')
  if (!connection.takeRequest())
    return fail(connection, id, RATE_LIMITED, `at most ${limits.requestsPerSecond} requests per second`)
  try {
    const result = await handleRelayRequest(hub, connection, frame as RelayRequest, limits)
    // Most answers are `true` (publish, unsubscribe): their text without an object to serialise.
    if (result === true) connection.sendText(`{"id":${JSON.stringify(id)},"jsonrpc":"2.0","result":true}`)
    else connection.send({ id, jsonrpc: '2.0', result })
  } catch (error) {
    if (error instanceof RelayRequestError) return fail(connection, id, error.code, error.message)
    logRelayError(`${frame.method} failed`, error) // only known methods get this far
    fail(connection, id, INTERNAL_ERROR, 'Internal error')
  }
}
