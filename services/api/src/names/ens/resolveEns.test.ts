import { createPublicClient, createWalletClient, http, parseAbi, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devnetAccounts,
  devnetEns,
  devnetEnsNames,
  devnetEnsSpoofedReverse,
  devnetNfts,
  porticoDevnet,
  startDevnet,
  withRpcUrl,
  type RunningDevnet,
} from '../../../testing/devnet.ts'
import { resolveEnsAddress } from './resolveEnsAddress.ts'
import { resolveEnsAvatar } from './resolveEnsAvatar.ts'
import { resolveEnsName } from './resolveEnsName.ts'

let devnet: RunningDevnet
let client: PublicClient
const registry = devnetEns.registry
const entry = (name: string) => devnetEnsNames.find((n) => n.name === name)!

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  client = createPublicClient({
    chain: withRpcUrl(porticoDevnet, devnet.rpcUrl),
    transport: http(devnet.rpcUrl),
    batch: { multicall: { wait: 0 } },
  }) as PublicClient
})
afterAll(async () => {
  await devnet?.stop()
})

describe('ENS on the devnet, read through the registry', () => {
  it('resolves names forward to their accounts, normalising the spelling', async () => {
    for (const { name, address } of devnetEnsNames) {
      expect(await resolveEnsAddress(client, { registry, name }), name).toBe(address)
    }
    expect(await resolveEnsAddress(client, { registry, name: ' Alice.ETH ' })).toBe(
      entry('alice.eth').address,
    )
    expect(await resolveEnsAddress(client, { registry, name: 'nobody.eth' })).toBeNull()
    expect(await resolveEnsAddress(client, { registry, name: 'bad name!.eth' })).toBeNull()
  })

  it('resolves addresses to their primary names only when the name resolves back (no reverse spoofing)', async () => {
    for (const { name, address, primary } of devnetEnsNames) {
      expect(await resolveEnsName(client, { registry, address }), name).toBe(primary ? name : null)
    }
    for (const spoof of devnetEnsSpoofedReverse) {
      expect(await resolveEnsName(client, { registry, address: spoof.address })).toBeNull()
    }
    expect(await resolveEnsName(client, { registry, address: devnetAccounts[9]!.address })).toBeNull()
  })

  it('answers avatars as image URLs: data:, https:, a held NFT through tokenURI, and not an NFT held by another', async () => {
    const clients = new Map([['eip155:31337', client]])
    const avatar = (name: string) =>
      resolveEnsAvatar(client, { registry, name, owner: entry(name).address, clients })
    // alice.eth's avatar is Portico Pal #6, which account 2 holds: its image comes from the token's metadata.
    expect(await avatar('alice.eth')).toBe(devnetNfts.find((nft) => nft.tokenId === 6n)!.image)
    expect(await avatar('bob.eth')).toBe(entry('bob.eth').avatar)
    expect(await avatar('bob.eth')).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await avatar('carol.eth')).toBe('https://example.org/avatars/carol.png')
    // eve.eth names Pal #1, held by account 1, not by eve's account 6.
    expect(await avatar('eve.eth')).toBeNull()
    expect(await avatar('dave.eth')).toBeNull()
    // An NFT on a chain the API does not serve is not followed.
    expect(
      await resolveEnsAvatar(client, {
        registry,
        name: 'alice.eth',
        owner: entry('alice.eth').address,
        clients: new Map(),
      }),
    ).toBeNull()
  })

  it('follows a reverse record the account sets itself through the ReverseRegistrar', async () => {
    const dave = entry('dave.eth')
    const holder = devnetAccounts.find((a) => a.address === dave.address)!
    const wallet = createWalletClient({
      chain: withRpcUrl(porticoDevnet, devnet.rpcUrl),
      transport: http(devnet.rpcUrl),
      account: privateKeyToAccount(holder.privateKey),
    })
    expect(await resolveEnsName(client, { registry, address: dave.address })).toBeNull()
    const hash = await wallet.writeContract({
      address: devnetEns.reverseRegistrar,
      abi: parseAbi(['function setName(string name) returns (bytes32)']),
      functionName: 'setName',
      args: ['dave.eth'],
    })
    await client.waitForTransactionReceipt({ hash })
    expect(await resolveEnsName(client, { registry, address: dave.address })).toBe('dave.eth')
  })
})
