import { namehash, zeroAddress, type Address, type Hex, type PublicClient } from 'viem'
import { ensRegistryAbi, ensResolverAbi } from './ensAbis.ts'
import { nullWhenReverted } from '../../chains/isContractRevert.ts'

/** Parameters of {@link readEnsRecord}: which record of which node, through which registry. */
export type ReadEnsRecordParameters = { registry: Address; name: string } & (
  { record: 'addr' } | { record: 'name' } | { record: 'text'; key: string }
)

/** The record's value; null when the node has no resolver, the resolver lacks the profile, or it is empty. */
export type ReadEnsRecordReturnType = string | null

async function resolverOf(client: PublicClient, registry: Address, node: Hex): Promise<Address | null> {
  const resolver = await client.readContract({
    address: registry,
    abi: ensRegistryAbi,
    functionName: 'resolver',
    args: [node],
  })
  return resolver === zeroAddress ? null : resolver
}

/**
 * Reads one record of a normalised ENS name the way ENSIP-1 does: the registry names the node's resolver, the
 * resolver answers `addr`, `name` or `text`. Wildcard (ENSIP-10) and off-chain (CCIP-read) names need a
 * UniversalResolver and are not read here.
 *
 * @throws viem's errors when the chain cannot be read (a reverting resolver is not an error: it answers null).
 *
 * @example
 * await readEnsRecord(client, { registry, name: 'alice.eth', record: 'text', key: 'avatar' }) // 'https://…'
 */
export async function readEnsRecord(
  client: PublicClient,
  parameters: ReadEnsRecordParameters,
): Promise<ReadEnsRecordReturnType> {
  const node = namehash(parameters.name)
  const resolver = await resolverOf(client, parameters.registry, node)
  if (!resolver) return null
  const value = await nullWhenReverted(
    parameters.record === 'text'
      ? client.readContract({
          address: resolver,
          abi: ensResolverAbi,
          functionName: 'text',
          args: [node, parameters.key],
        })
      : client.readContract({
          address: resolver,
          abi: ensResolverAbi,
          functionName: parameters.record,
          args: [node],
        }),
  )
  return value === null || value === '' || value === zeroAddress ? null : value
}
