import type { Address, PublicClient } from 'viem'
import { parseAvatarRecord } from './parseAvatarRecord.ts'
import { readEnsRecord } from './readEnsRecord.ts'
import { readNftAvatarImage } from './readNftAvatarImage.ts'

/** Parameters of {@link resolveEnsAvatar}. */
export interface ResolveEnsAvatarParameters {
  /** The chain's ENS registry. */
  registry: Address
  /** A normalised name. */
  name: string
  /** The address the name resolves to: an NFT avatar shows only while it holds the NFT (ENSIP-12). */
  owner: Address
  /** Clients by CAIP-2 id: an NFT avatar is read on its own chain, which must be one the API serves. */
  clients: ReadonlyMap<string, PublicClient>
}

/** An image URL the client can load (`https:` or `data:image/…`), or null. */
export type ResolveEnsAvatarReturnType = string | null

/**
 * The name's avatar as an image URL (ENSIP-12): its `avatar` text record when that is an `https:` or
 * `data:image/…` URL, or the image of the NFT it names when the name's address holds that NFT on a chain the
 * API serves. Anything else (http:, ipfs:, an NFT held by someone else) is null.
 *
 * @throws viem's errors when a chain cannot be read.
 *
 * @example
 * await resolveEnsAvatar(client, { registry, name: 'bob.eth', owner: '0x3C44…93BC', clients }) // 'data:image/svg+xml;…'
 */
export async function resolveEnsAvatar(
  client: PublicClient,
  { registry, name, owner, clients }: ResolveEnsAvatarParameters,
): Promise<ResolveEnsAvatarReturnType> {
  const record = await readEnsRecord(client, { registry, name, record: 'text', key: 'avatar' })
  const avatar = record ? parseAvatarRecord(record) : null
  if (!avatar) return null
  if (avatar.kind === 'image') return avatar.url
  const nftClient = clients.get(`eip155:${avatar.chainId}`)
  return nftClient ? readNftAvatarImage(nftClient, { nft: avatar, owner }) : null
}
