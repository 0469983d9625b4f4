import { parseAbi } from 'viem'

/** ENS registry (ENSIP-1): who resolves a node. */
export const ensRegistryAbi = parseAbi(['function resolver(bytes32 node) view returns (address)'])

/** The resolver profiles read here: addr (ENSIP-1), name (reverse, ENSIP-3) and text (ENSIP-5). */
export const ensResolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function name(bytes32 node) view returns (string)',
  'function text(bytes32 node, string key) view returns (string)',
])

/** What an NFT avatar (ENSIP-12) needs from an ERC-721 or ERC-1155 contract. */
export const avatarNftAbi = parseAbi([
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
  'function uri(uint256 id) view returns (string)',
])
