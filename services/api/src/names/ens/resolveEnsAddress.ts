import type { Address, PublicClient } from 'viem'
import { normalize } from 'viem/ens'
import { readEnsRecord } from './readEnsRecord.ts'

/** Parameters of {@link resolveEnsAddress}. */
export interface ResolveEnsAddressParameters {
  /** The chain's ENS registry. */
  registry: Address
  /** Any spelling of the name; it is normalised (ENSIP-15) first. */
  name: string
}

/** The name's Ethereum address (coin type 60), or null when it has none or the name is not a valid ENS name. */
export type ResolveEnsAddressReturnType = Address | null

/**
 * ENS forward resolution (ENSIP-1): name → address.
 *
 * @throws viem's errors when the chain cannot be read.
 *
 * @example
 * await resolveEnsAddress(client, { registry, name: 'Alice.eth' }) // '0x7099…79C8'
 */
export async function resolveEnsAddress(
  client: PublicClient,
  { registry, name }: ResolveEnsAddressParameters,
): Promise<ResolveEnsAddressReturnType> {
  const normalized = normalizeEnsName(name)
  if (!normalized) return null
  return (await readEnsRecord(client, { registry, name: normalized, record: 'addr' })) as Address | null
}

/**
 * The ENSIP-15 normal form of `name`, or null when it cannot be an ENS name (disallowed characters, empty labels).
 *
 * @example
 * normalizeEnsName('Alice.ETH') // 'alice.eth'
 */
export function normalizeEnsName(name: string): string | null {
  try {
    const normalized = normalize(name.trim())
    return normalized.includes('.') && !normalized.split('.').includes('') ? normalized : null
  } catch {
    // ENSIP-15 refuses the name: no ENS name can match it.
    return null
  }
}
