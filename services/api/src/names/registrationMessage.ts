import { z } from 'zod'

/** A signed registration older (or further in the future) than this is refused as stale. */
export const REGISTRATION_MESSAGE_MAX_AGE_S = 10 * 60

const messageSchema = z.object({
  name: z.string().min(1),
  attributes: z.record(z.string(), z.string()).optional(),
  timestamp: z.number().int().positive(),
  service: z.string().min(1).max(253),
  coinType: z.number().int(),
  nonce: z.string().regex(/^[0-9a-f]{32}$/),
})

/**
 * What the wallet signs to register a name: the JSON text `{"name":"alice.reown.id","attributes":{},
 * "timestamp":1790000000,"service":"api.example.com","coinType":2147514985,"nonce":"…"}` with `timestamp`
 * in Unix seconds, `attributes` optional string pairs (e.g. `avatar`), `service` the host of the API's public
 * URL, `coinType` the body's coin_type and `nonce` a single-use nonce from `POST /v1/profile/nonce`, so a
 * signature is good for one registration, at one service, on one chain. The signature covers this exact
 * text (EIP-191 personal_sign).
 */
export type RegistrationMessage = z.infer<typeof messageSchema>

/** The parsed message, or the reason it is refused. */
export type RegistrationMessageCheck =
  { ok: true; message: RegistrationMessage } | { ok: false; reason: string; stale?: true }

/**
 * Parses the signed message and checks that it is fresh (within 10 minutes of `nowMs`).
 *
 * @example
 * checkRegistrationMessage('{"name":"alice.reown.id","timestamp":1790000000}', 1_790_000_060_000).ok // true
 */
export function checkRegistrationMessage(text: string, nowMs: number = Date.now()): RegistrationMessageCheck {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'Message must be a JSON object with name and timestamp' }
  }
  const parsed = messageSchema.safeParse(json)
  if (!parsed.success) {
    return {
      ok: false,
      reason:
        'Message must be a JSON object with name (string), timestamp (Unix seconds), service (host), coinType (number), nonce (from POST /v1/profile/nonce) and optional attributes (string values)',
    }
  }
  if (Math.abs(nowMs / 1000 - parsed.data.timestamp) > REGISTRATION_MESSAGE_MAX_AGE_S) {
    return { ok: false, reason: 'Message timestamp is stale: sign a new message', stale: true }
  }
  return { ok: true, message: parsed.data }
}
