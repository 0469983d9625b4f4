import { getAddress, isAddressEqual, type Address, type PublicClient } from 'viem'
import { readEnsRecord } from './readEnsRecord.ts'
import { normalizeEnsName, resolveEnsAddress } from './resolveEnsAddress.ts'

/** Parameters of {@link resolveEnsName}. */
export interface ResolveEnsNameParameters {
  /** The chain's ENS registry. */
  registry: Address
  address: Address
}

/** The address's primary name, or null when it has none or the name does not resolve back to it. */
export type ResolveEnsNameReturnType = string | null

/**
 * ENS reverse resolution (ENSIP-3) with the forward check every client must make: the name in the address's
 * `addr.reverse` record counts only when it is normalised and its own addr record is that address — anyone may
 * write any name into their reverse record.
 *
 * @throws viem's errors when the chain cannot be read.
 *
 * @example
 * await resolveEnsName(client, { registry, address: '0x7099…79C8' }) // 'alice.eth'
 */
export async function resolveEnsName(
  client: PublicClient,
  { registry, address }: ResolveEnsNameParameters,
): Promise<ResolveEnsNameReturnType> {
  const checksummed = getAddress(address)
  const reverseNode = `${checksummed.slice(2).toLowerCase()}.addr.reverse`
  const claimed = await readEnsRecord(client, { registry, name: reverseNode, record: 'name' })
  if (!claimed || normalizeEnsName(claimed) !== claimed) return null
  const forward = await resolveEnsAddress(client, { registry, name: claimed })
  return forward && isAddressEqual(forward, checksummed) ? claimed : null
}
