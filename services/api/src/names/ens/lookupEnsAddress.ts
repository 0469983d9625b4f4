import type { Address, PublicClient } from 'viem'
import type { EnsSource } from './ensDeployment.ts'
import { resolveEnsAvatar } from './resolveEnsAvatar.ts'
import { resolveEnsAddress } from './resolveEnsAddress.ts'

/** A name resolved forward through ENS, with the avatar its records give. */
export interface EnsForwardResolution {
  /** The normalised name. */
  name: string
  address: Address
  avatar: string | null
  /** CAIP-2 id of the chain whose ENS deployment resolved it. */
  caipNetworkId: string
}

/**
 * Resolves a normalised name through the first configured ENS deployment (in config order) that gives it an
 * address, with its avatar; null when none does.
 *
 * @throws viem's errors when a chain cannot be read.
 *
 * @example
 * await lookupEnsAddress(ensSources(chains, clients), clients, 'alice.eth')
 * // { name: 'alice.eth', address: '0x7099…79C8', avatar: 'data:…', caipNetworkId: 'eip155:31337' }
 */
export async function lookupEnsAddress(
  sources: readonly EnsSource[],
  clients: ReadonlyMap<string, PublicClient>,
  name: string,
): Promise<EnsForwardResolution | null> {
  for (const { caipNetworkId, registry, client } of sources) {
    const address = await resolveEnsAddress(client, { registry, name })
    if (!address) continue
    const avatar = await resolveEnsAvatar(client, { registry, name, owner: address, clients })
    return { name, address, avatar, caipNetworkId }
  }
  return null
}
