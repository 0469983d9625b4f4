import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  labelhash,
  namehash,
  parseEther,
  zeroHash,
  type Address,
  type Hash,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { porticoDevnet, withRpcUrl } from '../fixtures/devnetChains.ts'
import {
  devnetEns,
  devnetEnsDeployer,
  devnetEnsNames,
  devnetEnsSpoofedReverse,
  type DevnetEns,
} from './devnetEns.ts'
import { readEnsArtifacts } from './readEnsArtifacts.ts'

/** Thrown when an ENS contract lands somewhere other than the manifest says, or a setup transaction fails. */
export class EnsDeployError extends Error {
  override name = 'EnsDeployError'
}

/** Parameters of {@link deployEns}. */
export interface DeployEnsParameters {
  /** An anvil running chain 31337 on which the ENS deployer (account 10) has not sent anything yet. */
  rpcUrl: string
}

/** The ENS node of `addr`'s reverse record: `<lower-case hex without 0x>.addr.reverse`. */
function reverseName(address: Address): string {
  return `${address.slice(2).toLowerCase()}.addr.reverse`
}

/**
 * Deploys ENS on the devnet from the real npm artifacts — ENSRegistry, PublicResolver, ReverseRegistrar — and
 * registers {@link devnetEnsNames} by writing the registry as the root's owner: each name's addr and avatar
 * records, each primary name's reverse record, and the spoofed reverse records. Every name and reverse node is
 * then handed to its account, and `addr.reverse` to the ReverseRegistrar, so accounts can change their own
 * records. The accounts themselves send nothing, so their nonces and balances stay as the fixtures left them.
 *
 * @throws {EnsDeployError} when a contract lands off its manifest address or a transaction reverts.
 *
 * @example
 * const anvil = await spawnAnvil({ chainId: 31337, port: 0 })
 * const ens = await deployEns({ rpcUrl: `http://127.0.0.1:${anvil.port}` }) // ens.registry === devnetEns.registry
 */
export async function deployEns({ rpcUrl }: DeployEnsParameters): Promise<DevnetEns> {
  const chain = withRpcUrl(porticoDevnet, rpcUrl)
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 10 })
  const wallet = createWalletClient({
    chain,
    transport,
    account: privateKeyToAccount(devnetEnsDeployer.privateKey),
  })
  const artifacts = await readEnsArtifacts()
  const owner = devnetEnsDeployer.address

  // anvil funds accounts 0..9 only; account 10 pays its own gas.
  await createTestClient({ chain, transport, mode: 'anvil' }).setBalance({
    address: owner,
    value: parseEther('100'),
  })

  const confirm = async (hash: Hash, what: string) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    if (receipt.status !== 'success') throw new EnsDeployError(`${what} reverted on the devnet (${hash})`)
    return receipt
  }
  const deploy = async (name: keyof typeof artifacts & keyof DevnetEns, args: unknown[]) => {
    const { abi, bytecode } = artifacts[name]
    const receipt = await confirm(
      await wallet.deployContract({ abi, bytecode, args }),
      `deploying ENS ${name}`,
    )
    if (receipt.contractAddress?.toLowerCase() !== devnetEns[name].toLowerCase()) {
      throw new EnsDeployError(
        `ENS ${name} was deployed at ${receipt.contractAddress}, but the manifest says ${devnetEns[name]}; ` +
          `had account ${devnetEnsDeployer.index} (${owner}) sent transactions before?`,
      )
    }
  }
  const registry = { address: devnetEns.registry, abi: artifacts.registry.abi } as const
  const resolver = { address: devnetEns.publicResolver, abi: artifacts.publicResolver.abi } as const
  const write = async (
    contract: typeof registry | typeof resolver,
    functionName: string,
    args: unknown[],
    what: string,
  ) => confirm(await wallet.writeContract({ ...contract, functionName, args }), what)

  // The order must match devnetEnsDeployNonces.
  await deploy('registry', [])
  await deploy('publicResolver', [devnetEns.registry])
  await deploy('reverseRegistrar', [devnetEns.registry, devnetEns.publicResolver])

  for (const label of ['eth', 'reverse']) {
    await write(registry, 'setSubnodeOwner', [zeroHash, labelhash(label), owner], `claiming ${label}`)
  }
  await write(
    registry,
    'setSubnodeOwner',
    [namehash('reverse'), labelhash('addr'), owner],
    'claiming addr.reverse',
  )

  for (const entry of devnetEnsNames) {
    const node = namehash(entry.name)
    const label = entry.name.slice(0, -'.eth'.length)
    await write(
      registry,
      'setSubnodeRecord',
      [namehash('eth'), labelhash(label), owner, devnetEns.publicResolver, 0n],
      `registering ${entry.name}`,
    )
    await write(resolver, 'setAddr', [node, entry.address], `setting ${entry.name}'s address`)
    if (entry.avatar)
      await write(resolver, 'setText', [node, 'avatar', entry.avatar], `setting ${entry.name}'s avatar`)
    await write(registry, 'setOwner', [node, entry.address], `handing ${entry.name} to ${entry.address}`)
  }

  const reverseRecords = [
    ...devnetEnsNames.filter((entry) => entry.primary).map(({ address, name }) => ({ address, name })),
    ...devnetEnsSpoofedReverse,
  ]
  for (const { address, name } of reverseRecords) {
    const node = namehash(reverseName(address))
    await write(
      registry,
      'setSubnodeRecord',
      [
        namehash('addr.reverse'),
        labelhash(address.slice(2).toLowerCase()),
        owner,
        devnetEns.publicResolver,
        0n,
      ],
      `claiming the reverse node of ${address}`,
    )
    await write(resolver, 'setName', [node, name], `setting ${address}'s reverse record to ${name}`)
    await write(registry, 'setOwner', [node, address], `handing the reverse node of ${address} to it`)
  }
  // From now on accounts claim their own reverse records through the ReverseRegistrar.
  await write(
    registry,
    'setSubnodeOwner',
    [namehash('reverse'), labelhash('addr'), devnetEns.reverseRegistrar],
    'handing addr.reverse to the ReverseRegistrar',
  )
  return devnetEns
}
