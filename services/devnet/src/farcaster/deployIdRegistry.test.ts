import { createPublicClient, createWalletClient, http, zeroAddress } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnAnvil, type AnvilProcess } from '../anvil/spawnAnvil.ts'
import { defaultCacheDir } from '../cache/defaultCacheDir.ts'
import { compileContracts } from '../deploy/compileContracts.ts'
import { DEVNET_MNEMONIC, devnetAccounts } from '../fixtures/devnetAccounts.ts'
import { porticoDevnet, withRpcUrl } from '../fixtures/devnetChains.ts'
import { deployIdRegistry, IdRegistryDeployError } from './deployIdRegistry.ts'
import {
  devnetFarcaster,
  devnetFarcasterAccount,
  devnetFarcasterDeployer,
  idRegistryReadAbi,
} from './devnetFarcaster.ts'

let anvil: AnvilProcess | undefined
let rpcUrl = ''
const client = () => createPublicClient({ chain: withRpcUrl(porticoDevnet, rpcUrl), transport: http(rpcUrl) })

beforeAll(async () => {
  anvil = await spawnAnvil({ chainId: 31337, port: 0 })
  rpcUrl = `http://127.0.0.1:${anvil.port}`
  await deployIdRegistry({ rpcUrl, compiled: await compileContracts(defaultCacheDir) })
}, 120_000)

afterAll(async () => {
  await anvil?.stop()
})

describe('deployIdRegistry', () => {
  it('derives the deployer and custody keys from the devnet mnemonic', () => {
    for (const account of [devnetFarcasterDeployer, devnetFarcasterAccount.custody]) {
      const derived = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: account.index })
      expect(derived.address).toBe(account.address)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
  })

  it("registers the devnet Farcaster account's fid to its custody address, read as Farcaster's IdRegistry is", async () => {
    const read = (functionName: 'custodyOf', fid: bigint) =>
      client().readContract({
        address: devnetFarcaster.idRegistry,
        abi: idRegistryReadAbi,
        functionName,
        args: [fid],
      })
    expect(await read('custodyOf', BigInt(devnetFarcasterAccount.fid))).toBe(
      devnetFarcasterAccount.custody.address,
    )
    expect(await read('custodyOf', 2n)).toBe(zeroAddress)
    expect(
      await client().readContract({
        address: devnetFarcaster.idRegistry,
        abi: idRegistryReadAbi,
        functionName: 'idOf',
        args: [devnetFarcasterAccount.custody.address],
      }),
    ).toBe(BigInt(devnetFarcasterAccount.fid))
  })

  it('lets only its owner register', async () => {
    const { abi } = (await compileContracts(defaultCacheDir)).PorticoIdRegistry!
    const stranger = createWalletClient({
      chain: withRpcUrl(porticoDevnet, rpcUrl),
      transport: http(rpcUrl),
      account: privateKeyToAccount(devnetAccounts[1]!.privateKey),
    })
    await expect(
      stranger.writeContract({
        address: devnetFarcaster.idRegistry,
        abi,
        functionName: 'register',
        args: [stranger.account.address, stranger.account.address],
      }),
    ).rejects.toThrow(/Unauthorized/)
  })

  it('refuses to deploy twice: the address would no longer match the manifest', async () => {
    await expect(
      deployIdRegistry({ rpcUrl, compiled: await compileContracts(defaultCacheDir) }),
    ).rejects.toThrow(IdRegistryDeployError)
  })
})
