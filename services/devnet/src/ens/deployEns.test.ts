import { createPublicClient, createWalletClient, http, namehash, parseAbi, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnAnvil, type AnvilProcess } from '../anvil/spawnAnvil.ts'
import { devnetAccounts } from '../fixtures/devnetAccounts.ts'
import { porticoDevnet, withRpcUrl } from '../fixtures/devnetChains.ts'
import { deployEns, EnsDeployError } from './deployEns.ts'
import { devnetEns, devnetEnsNames, devnetEnsSpoofedReverse } from './devnetEns.ts'

const registryAbi = parseAbi([
  'function owner(bytes32 node) view returns (address)',
  'function resolver(bytes32 node) view returns (address)',
])
const resolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function name(bytes32 node) view returns (string)',
  'function text(bytes32 node, string key) view returns (string)',
])
const reverseRegistrarAbi = parseAbi(['function setName(string name) returns (bytes32)'])

let anvil: AnvilProcess | undefined
let rpcUrl = ''
const client = () => createPublicClient({ chain: withRpcUrl(porticoDevnet, rpcUrl), transport: http(rpcUrl) })

beforeAll(async () => {
  anvil = await spawnAnvil({ chainId: 31337, port: 0 })
  rpcUrl = `http://127.0.0.1:${anvil.port}`
  await deployEns({ rpcUrl })
})

afterAll(async () => {
  await anvil?.stop()
})

async function forward(name: string): Promise<Address | undefined> {
  const node = namehash(name)
  const resolver = await client().readContract({
    address: devnetEns.registry,
    abi: registryAbi,
    functionName: 'resolver',
    args: [node],
  })
  if (/^0x0{40}$/.test(resolver)) return undefined
  return client().readContract({ address: resolver, abi: resolverAbi, functionName: 'addr', args: [node] })
}

async function reverse(address: Address): Promise<string> {
  const node = namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
  const resolver = await client().readContract({
    address: devnetEns.registry,
    abi: registryAbi,
    functionName: 'resolver',
    args: [node],
  })
  if (/^0x0{40}$/.test(resolver)) return ''
  return client().readContract({ address: resolver, abi: resolverAbi, functionName: 'name', args: [node] })
}

describe('deployEns', () => {
  it('puts the registry, resolver and reverse registrar at the manifest addresses', async () => {
    for (const key of ['registry', 'publicResolver', 'reverseRegistrar'] as const) {
      expect((await client().getCode({ address: devnetEns[key] }))?.length ?? 0, key).toBeGreaterThan(2)
    }
  })

  it('resolves every fixture name forward to its account, with its avatar record', async () => {
    for (const entry of devnetEnsNames) {
      expect(await forward(entry.name), entry.name).toBe(entry.address)
      const avatar = await client().readContract({
        address: devnetEns.publicResolver,
        abi: resolverAbi,
        functionName: 'text',
        args: [namehash(entry.name), 'avatar'],
      })
      expect(avatar, entry.name).toBe(entry.avatar ?? '')
    }
    expect(await forward('nobody.eth')).toBeUndefined()
  })

  it('gives primary names a reverse record that resolves back, and the spoofed one a name that does not', async () => {
    for (const entry of devnetEnsNames) {
      const name = await reverse(entry.address)
      expect(name, entry.name).toBe(entry.primary ? entry.name : '')
      if (entry.primary) expect(await forward(name)).toBe(entry.address)
    }
    for (const spoof of devnetEnsSpoofedReverse) {
      const name = await reverse(spoof.address)
      expect(name).toBe(spoof.name)
      expect(await forward(name)).not.toBe(spoof.address)
    }
  })

  it('hands names to their accounts and addr.reverse to the ReverseRegistrar, which accounts can use', async () => {
    const ownerOf = (name: string) =>
      client().readContract({
        address: devnetEns.registry,
        abi: registryAbi,
        functionName: 'owner',
        args: [namehash(name)],
      })
    for (const entry of devnetEnsNames) expect(await ownerOf(entry.name), entry.name).toBe(entry.address)
    expect(await ownerOf('addr.reverse')).toBe(devnetEns.reverseRegistrar)

    // dave.eth has no reverse record until account 5 claims one itself.
    const dave = devnetEnsNames.find((entry) => entry.name === 'dave.eth')!
    const holder = devnetAccounts.find((account) => account.address === dave.address)!
    const wallet = createWalletClient({
      chain: withRpcUrl(porticoDevnet, rpcUrl),
      transport: http(rpcUrl),
      account: privateKeyToAccount(holder.privateKey),
    })
    const hash = await wallet.writeContract({
      address: devnetEns.reverseRegistrar,
      abi: reverseRegistrarAbi,
      functionName: 'setName',
      args: ['dave.eth'],
    })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await reverse(dave.address)).toBe('dave.eth')
  })

  it('refuses to deploy twice: the addresses would no longer match the manifest', async () => {
    await expect(deployEns({ rpcUrl })).rejects.toThrow(EnsDeployError)
  })
})
