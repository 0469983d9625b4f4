import type { AccountProfile } from '../findProfiles.ts'
import type { EnsForwardResolution } from './lookupEnsAddress.ts'

/** ENSIP-9: the coin type of an Ethereum address record, which ENS `addr(node)` answers. */
export const ENS_ETH_COIN_TYPE = 60

/**
 * An ENS name in the shape `GET /v1/profile/account/{name}` answers, so the client reads a Portico name and an
 * ENS name alike: the address under coin type 60 and the avatar attribute. ENS keeps no registration times
 * the API can read cheaply, so `registered`, `updated` and `created` are 0.
 *
 * @example
 * ensAccountProfile({ name: 'alice.eth', address: '0x7099…79C8', avatar: null, caipNetworkId: 'eip155:1' })
 * // { name: 'alice.eth', registered: 0, updated: 0, addresses: { '60': { address: '0x7099…79C8', created: 0 } }, attributes: {} }
 */
export function ensAccountProfile(resolution: EnsForwardResolution): AccountProfile {
  return {
    name: resolution.name,
    registered: 0,
    updated: 0,
    addresses: { [String(ENS_ETH_COIN_TYPE)]: { address: resolution.address, created: 0 } },
    attributes: resolution.avatar ? { avatar: resolution.avatar } : {},
  }
}
