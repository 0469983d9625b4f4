import type { PublishOptions, RelayHub } from './createRelayHub.ts'
import { readInteger, readMessage, readParams, readTopic, readTopics } from './readRelayParams.ts'
import type { RelayConnection } from './relayConnection.ts'
import { INVALID_PARAMS, METHOD_NOT_FOUND, RelayRequestError } from './relayErrors.ts'
import { BATCH_LIMIT, DEFAULT_TTL_SECONDS, type RelayLimits } from './relayLimits.ts'

/** A JSON-RPC request from a client. */
export interface RelayRequest {
  id: number | string
  jsonrpc: '2.0'
  method: string
  params?: unknown
}

/** The methods the relay answers; anything else is "method not found", whatever its params. */
const RELAY_METHODS = new Set([
  'irn_subscribe',
  'irn_batchSubscribe',
  'irn_unsubscribe',
  'irn_batchUnsubscribe',
  'irn_publish',
  'irn_batchPublish',
  'irn_fetchMessages',
  'irn_batchFetchMessages',
  'wc_proposeSession',
  'wc_approveSession',
])

/** A publish's ttl, tag and attestation. */
function readPublishOptions(from: Record<string, unknown>, limits: RelayLimits): PublishOptions {
  return {
    ttl: readInteger(from, 'ttl', { min: 1, max: limits.maxTtlSeconds, fallback: DEFAULT_TTL_SECONDS }),
    tag: readInteger(from, 'tag', { min: 0, max: 2 ** 31 - 1, fallback: 0 }),
    attestation: typeof from.attestation === 'string' ? from.attestation : undefined,
  }
}

/** `params[name]` as a list of param objects, at most {@link BATCH_LIMIT}. */
function readList(params: Record<string, unknown>, name: string): Record<string, unknown>[] {
  const value = params[name]
  if (!Array.isArray(value) || value.length > BATCH_LIMIT)
    throw new RelayRequestError(INVALID_PARAMS, `${name} must be a list of at most ${BATCH_LIMIT}`)
  return value.map(readParams)
}

/** Charges the client's bytes per minute for everything about to be published, before any of it is. */
function chargePublish(hub: RelayHub, connection: RelayConnection, texts: string[]): void {
  hub.takePublishBytes(
    connection,
    texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
  )
}

/**
 * Answers one `irn_*` or `wc_*Session` request; the result is the JSON-RPC `result`.
 *
 * @throws {RelayRequestError} for bad params, unknown methods and exceeded limits.
 */
export async function handleRelayRequest(
  hub: RelayHub,
  connection: RelayConnection,
  request: RelayRequest,
  limits: RelayLimits,
): Promise<unknown> {
  if (!RELAY_METHODS.has(request.method))
    throw new RelayRequestError(METHOD_NOT_FOUND, `method ${request.method} is not supported`)
  // The hot path (every message): no closures built for it.
  if (request.method === 'irn_publish') {
    const params = readParams(request.params ?? {})
    const text = readMessage(params, 'message', limits.maxMessageLength)
    const topic = readTopic(params)
    const options = readPublishOptions(params, limits)
    hub.takePublishBytes(connection, Buffer.byteLength(text))
    await hub.publish(connection, topic, text, options)
    return true
  }
  const params = readParams(request.params ?? {})
  const message = (from: Record<string, unknown>, name: string) =>
    readMessage(from, name, limits.maxMessageLength)
  const publishOptions = (from: Record<string, unknown>) => readPublishOptions(from, limits)
  const list = (name: string) => readList(params, name)
  const charge = (...texts: string[]) => chargePublish(hub, connection, texts)

  switch (request.method) {
    case 'irn_subscribe':
      return hub.subscribe(connection, readTopic(params))
    case 'irn_batchSubscribe':
      return Promise.all(readTopics(params, BATCH_LIMIT).map((topic) => hub.subscribe(connection, topic)))
    case 'irn_unsubscribe':
      await hub.unsubscribe(connection, readTopic(params))
      return true
    case 'irn_batchUnsubscribe':
      for (const entry of list('subscriptions')) await hub.unsubscribe(connection, readTopic(entry))
      return true
    case 'irn_batchPublish': {
      const entries = list('messages').map((entry) => ({
        topic: readTopic(entry),
        text: message(entry, 'message'),
        options: publishOptions(entry),
      }))
      charge(...entries.map((entry) => entry.text))
      for (const { topic, text, options } of entries) await hub.publish(connection, topic, text, options)
      return true
    }
    case 'irn_fetchMessages':
      return { messages: await hub.fetchMessages(connection, readTopic(params)), hasMore: false }
    case 'irn_batchFetchMessages': {
      const topics = readTopics(params, BATCH_LIMIT)
      const lists = await Promise.all(topics.map((topic) => hub.fetchMessages(connection, topic)))
      return { messages: lists.flat(), hasMore: false }
    }
    case 'wc_proposeSession': {
      // The dapp's proposal: it will hear the answer on the pairing topic.
      const pairingTopic = readTopic(params, 'pairingTopic')
      const proposal = message(params, 'sessionProposal')
      const options = publishOptions(params)
      charge(proposal)
      await hub.subscribe(connection, pairingTopic)
      await hub.publish(connection, pairingTopic, proposal, { ...options, tag: 1100 })
      return true
    }
    case 'wc_approveSession': {
      // The wallet's approval: the response goes to the pairing topic, the settlement to the new session
      // topic, which the wallet is subscribed to first so it hears the dapp's acknowledgement.
      const pairingTopic = readTopic(params, 'pairingTopic')
      const sessionTopic = readTopic(params, 'sessionTopic')
      const options = publishOptions(params)
      const response = message(params, 'sessionProposalResponse')
      const settlement = message(params, 'sessionSettlementRequest')
      charge(response, settlement)
      await hub.subscribe(connection, sessionTopic)
      await hub.publish(connection, pairingTopic, response, { ...options, tag: 1101 })
      await hub.publish(connection, sessionTopic, settlement, { ...options, tag: 1102 })
      return true
    }
    default:
      throw new RelayRequestError(METHOD_NOT_FOUND, `method ${request.method} is not supported`)
  }
}
