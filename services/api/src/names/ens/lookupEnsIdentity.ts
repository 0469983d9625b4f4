import type { Address, PublicClient } from 'viem'
import type { EnsSource } from './ensDeployment.ts'
import { resolveEnsAvatar } from './resolveEnsAvatar.ts'
import { resolveEnsName } from './resolveEnsName.ts'

/** An address's ENS identity: its verified primary name, the avatar image, and the chain that answered. */
export interface EnsIdentity {
  name: string
  avatar: string | null
  /** CAIP-2 id of the chain whose ENS deployment holds the name. */
  caipNetworkId: string
}

/**
 * The first verified ENS primary name of `address` across the configured ENS deployments (in config order),
 * with its avatar; null when no deployment names it.
 *
 * @throws viem's errors when a chain cannot be read.
 *
 * @example
 * await lookupEnsIdentity(ensSources(chains, clients), clients, '0x7099…79C8')
 * // { name: 'alice.eth', avatar: 'data:image/svg+xml;base64,…', caipNetworkId: 'eip155:31337' }
 */
export async function lookupEnsIdentity(
  sources: readonly EnsSource[],
  clients: ReadonlyMap<string, PublicClient>,
  address: Address,
): Promise<EnsIdentity | null> {
  for (const { caipNetworkId, registry, client } of sources) {
    const name = await resolveEnsName(client, { registry, address })
    if (!name) continue
    const avatar = await resolveEnsAvatar(client, { registry, name, owner: address, clients })
    return { name, avatar, caipNetworkId }
  }
  return null
}
