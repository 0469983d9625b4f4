// Browser-safe facts about the devnet's ENS deployment: manifest.ts re-exports this file.
import { getContractAddress, type Address, type Hex } from 'viem'
import { devnetAccounts } from '../fixtures/devnetAccounts.ts'
import { devnetNftCollection } from '../fixtures/devnetNfts.ts'

/**
 * Account 10 of the devnet mnemonic deploys ENS and owns its root: its own nonces give the ENS addresses, so the
 * fixtures deployed by account 0 (and their count, which changes) never move them. anvil does not fund it; the
 * deploy gives it ether first.
 */
export const devnetEnsDeployer = {
  index: 10,
  address: '0xBcd4042DE499D14e55001CcbB24a551F3b954096' as Address,
  privateKey: '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897' as Hex,
} as const

/** The ENS deployer's nonce for each contract it creates, in the order the deploy sends them. */
export const devnetEnsDeployNonces = { registry: 0, publicResolver: 1, reverseRegistrar: 2 } as const

/** Where ENS lives on chain 31337 (only there: 31338 has no name service). */
export interface DevnetEns {
  /** The chain that has this deployment. */
  chainId: 31337
  /** ENSRegistry from @ensdomains/ens 0.6.2; the ENS deployer owns the root and `eth`. */
  registry: Address
  /** PublicResolver from @ensdomains/resolver 0.3.1: every fixture name's addr, text and reverse records. */
  publicResolver: Address
  /** ReverseRegistrar from @ensdomains/ens 0.6.2, owner of `addr.reverse`. */
  reverseRegistrar: Address
}

const deployed = (nonce: number): Address =>
  getContractAddress({ from: devnetEnsDeployer.address, nonce: BigInt(nonce) })

/**
 * The devnet's ENS contracts.
 *
 * @example
 * await getEnsAddressFromRegistry(client, devnetEns.registry, 'alice.eth')
 */
export const devnetEns: DevnetEns = {
  chainId: 31337,
  registry: deployed(devnetEnsDeployNonces.registry),
  publicResolver: deployed(devnetEnsDeployNonces.publicResolver),
  reverseRegistrar: deployed(devnetEnsDeployNonces.reverseRegistrar),
}

/** One `.eth` name registered on the devnet, with its records on the public resolver. */
export interface DevnetEnsName {
  /** Normalised name, e.g. `alice.eth`. */
  name: string
  /** The `addr` record (coin type 60); its holder is a devnet account. */
  address: Address
  /** The `avatar` text record (ENSIP-12), if any. */
  avatar?: string
  /** Whether the address's reverse record names this name (its primary name). */
  primary: boolean
}

function svgDataUri(letter: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" ` +
    `fill="hsl(${hue} 65% 50%)"/><text x="48" y="62" font-family="sans-serif" font-size="44" ` +
    `text-anchor="middle" fill="#fff">${letter}</text></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

const account = (index: number): Address => devnetAccounts[index]!.address
const palAvatar = (tokenId: number) => `eip155:31337/erc721:${devnetNftCollection.address}/${tokenId}`

/**
 * The names registered at start. Their avatars cover ENSIP-12's kinds: an NFT the account holds (alice,
 * Portico Pal #6), a `data:` image (bob), an `https:` URL (carol), and an NFT the account does NOT hold (eve:
 * Pal #1 belongs to account 1), which must not show. dave has no reverse record. Accounts 0 and 1, the wallets
 * the demo and e2e tests connect, have no ENS name, so they keep showing their addresses.
 *
 * @example
 * devnetEnsNames.find((n) => n.name === 'alice.eth')?.address // devnetAccounts[2].address
 */
export const devnetEnsNames: readonly DevnetEnsName[] = [
  { name: 'alice.eth', address: account(2), avatar: palAvatar(6), primary: true },
  { name: 'bob.eth', address: account(3), avatar: svgDataUri('B', 200), primary: true },
  { name: 'carol.eth', address: account(7), avatar: 'https://example.org/avatars/carol.png', primary: true },
  { name: 'dave.eth', address: account(5), primary: false },
  { name: 'eve.eth', address: account(6), avatar: palAvatar(1), primary: true },
]

/**
 * Reverse records that lie: account 4 claims `alice.eth`, whose addr record is account 2, so a resolver that
 * checks the forward record shows no name for account 4.
 *
 * @example
 * devnetEnsSpoofedReverse[0] // { address: devnetAccounts[4].address, name: 'alice.eth' }
 */
export const devnetEnsSpoofedReverse: readonly { address: Address; name: string }[] = [
  { address: account(4), name: 'alice.eth' },
]
