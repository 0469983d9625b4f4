import { createPublicClient, createTestClient, createWalletClient, http, parseEther, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { CompiledContracts } from '../deploy/compileContracts.ts'
import { porticoDevnet, withRpcUrl } from '../fixtures/devnetChains.ts'
import { devnetFarcaster, devnetFarcasterAccount, devnetFarcasterDeployer } from './devnetFarcaster.ts'

/** The IdRegistry landed off its manifest address, or a registration failed. */
export class IdRegistryDeployError extends Error {
  override name = 'IdRegistryDeployError'
}

/**
 * Deploys PorticoIdRegistry on chain 31337 from the Farcaster deployer (index 12) and registers
 * {@link devnetFarcasterAccount}'s fid to its custody address.
 *
 * @throws {IdRegistryDeployError} when the registry lands elsewhere or the fid is not the expected one.
 * @example
 * await deployIdRegistry({ rpcUrl: 'http://127.0.0.1:8545', compiled: await compileContracts(cacheDir) })
 */
export async function deployIdRegistry({
  rpcUrl,
  compiled,
}: {
  rpcUrl: string
  compiled: CompiledContracts
}): Promise<void> {
  const artifact = compiled.PorticoIdRegistry
  if (!artifact) throw new IdRegistryDeployError('services/devnet/contracts has no PorticoIdRegistry')
  const chain = withRpcUrl(porticoDevnet, rpcUrl)
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 10 })
  const account = privateKeyToAccount(devnetFarcasterDeployer.privateKey)
  const wallet = createWalletClient({ chain, transport, account })
  // anvil funds accounts 0..9 only.
  await createTestClient({ chain, transport, mode: 'anvil' }).setBalance({
    address: account.address,
    value: parseEther('10'),
  })
  const confirm = async (hash: Hash, what: string) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    if (receipt.status !== 'success') throw new IdRegistryDeployError(`${what} reverted (${hash})`)
    return receipt
  }
  const deployed = await confirm(
    await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args: [account.address] }),
    'deploying the IdRegistry',
  )
  if (deployed.contractAddress?.toLowerCase() !== devnetFarcaster.idRegistry.toLowerCase()) {
    throw new IdRegistryDeployError(
      `The IdRegistry was deployed at ${deployed.contractAddress}, but the manifest says ${devnetFarcaster.idRegistry}`,
    )
  }
  await confirm(
    await wallet.writeContract({
      address: devnetFarcaster.idRegistry,
      abi: artifact.abi,
      functionName: 'register',
      args: [devnetFarcasterAccount.custody.address, account.address],
    }),
    `registering fid ${devnetFarcasterAccount.fid}`,
  )
  const fid = await publicClient.readContract({
    address: devnetFarcaster.idRegistry,
    abi: artifact.abi,
    functionName: 'idOf',
    args: [devnetFarcasterAccount.custody.address],
  })
  if (fid !== BigInt(devnetFarcasterAccount.fid))
    throw new IdRegistryDeployError(
      `The custody address got fid ${String(fid)}, not ${devnetFarcasterAccount.fid}`,
    )
}
