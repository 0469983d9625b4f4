import { isAddressEqual, type Address, type PublicClient } from 'viem'
import { avatarNftAbi } from './ensAbis.ts'
import { nullWhenReverted } from '../../chains/isContractRevert.ts'
import { parseJsonDataUri } from '../../nfts/parseDataUri.ts'
import { imageUrlOf, type AvatarRecord } from './parseAvatarRecord.ts'

/** Parameters of {@link readNftAvatarImage}. */
export interface ReadNftAvatarImageParameters {
  nft: Extract<AvatarRecord, { kind: 'nft' }>
  /** The address the ENS name resolves to: ENSIP-12 shows an NFT avatar only while that address holds it. */
  owner: Address
}

/**
 * The image of an NFT avatar (ENSIP-12): checks that `owner` holds the token (ERC-721 `ownerOf`, ERC-1155
 * `balanceOf`), reads its metadata URI (`tokenURI` / `uri` with `{id}` filled in) and takes the metadata's
 * `image` (or `image_url`, `image_data`) when it is an image URL the client may load. Metadata is read from
 * `data:` URIs only: fetching https: or ipfs: metadata needs the API's guarded fetcher.
 *
 * @throws viem's errors when the chain cannot be read (a token that does not exist answers null).
 *
 * @example
 * await readNftAvatarImage(client, { nft, owner: '0x3C44…93BC' }) // 'data:image/svg+xml;base64,…'
 */
export async function readNftAvatarImage(
  client: PublicClient,
  { nft, owner }: ReadNftAvatarImageParameters,
): Promise<string | null> {
  const token = { address: nft.contract, abi: avatarNftAbi } as const
  let uri: string
  if (nft.standard === 'erc721') {
    const [holder, tokenUri] = await Promise.all([
      nullWhenReverted(client.readContract({ ...token, functionName: 'ownerOf', args: [nft.tokenId] })),
      nullWhenReverted(client.readContract({ ...token, functionName: 'tokenURI', args: [nft.tokenId] })),
    ])
    if (!holder || !tokenUri || !isAddressEqual(holder, owner)) return null
    uri = tokenUri
  } else {
    const [balance, template] = await Promise.all([
      nullWhenReverted(
        client.readContract({ ...token, functionName: 'balanceOf', args: [owner, nft.tokenId] }),
      ),
      nullWhenReverted(client.readContract({ ...token, functionName: 'uri', args: [nft.tokenId] })),
    ])
    if (!balance || !template) return null
    uri = template.replace(/(0x)?\{id\}/, nft.tokenId.toString(16).padStart(64, '0'))
  }
  const metadata = parseJsonDataUri(uri)
  const image = metadata?.image ?? metadata?.image_url ?? metadata?.image_data
  return typeof image === 'string' ? imageUrlOf(image) : null
}
