// Test support for the indexer: an ERC-1155 collection and an ETH splitter (internal transfers) deployed on a
// running devnet, compiled from testing/contracts/IndexerFixtures.sol with the solc the devnet uses.
import { readFileSync } from 'node:fs'
import {
  createWalletClient,
  http,
  type Abi,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetAccounts } from './devnet.ts'

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/** A deployed fixture contract. */
export interface DeployedFixture {
  address: Address
  abi: Abi
}

/** The indexer's fixture contracts on one devnet. */
export interface IndexerFixtures {
  items: DeployedFixture
  splitter: DeployedFixture
}

let compiled: Promise<Record<string, { abi: Abi; bytecode: Hex }>> | undefined

async function compile() {
  const { default: solc } = (await import('solc')) as { default: { compile(input: string): string } }
  const content = readFileSync(new URL('./contracts/IndexerFixtures.sol', import.meta.url), 'utf8')
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'IndexerFixtures.sol': { content } },
        settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const file = output.contracts['IndexerFixtures.sol']!
  return Object.fromEntries(
    Object.entries(file).map(([name, c]) => [
      name,
      { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` as Hex },
    ]),
  )
}

/** A devnet account that sends transactions and waits for each to be mined. */
export interface DevnetSender {
  address: Address
  wallet: WalletClient<Transport, Chain, Account>
  send(tx: { to: Address; value?: bigint; data?: Hex; gas?: bigint }): Promise<Hash>
  write(
    fixture: DeployedFixture,
    functionName: string,
    args: readonly unknown[],
    value?: bigint,
  ): Promise<Hash>
}

/**
 * A wallet client of devnet account `index` that waits for each transaction to be mined.
 *
 * @example
 * const hash = await devnetSender(client, 7).send({ to, value: 1n })
 */
export function devnetSender(client: PublicClient, index: number): DevnetSender {
  const account = privateKeyToAccount(devnetAccounts[index]!.privateKey)
  const wallet = createWalletClient({
    account,
    chain: client.chain!,
    transport: http(client.transport.url as string),
  })
  const mined = async (hash: Hash) => (await client.waitForTransactionReceipt({ hash }), hash)
  return {
    address: account.address,
    wallet,
    send: async (tx: { to: Address; value?: bigint; data?: Hex; gas?: bigint }) =>
      mined(await wallet.sendTransaction(tx)),
    write: async (fixture: DeployedFixture, functionName: string, args: readonly unknown[], value?: bigint) =>
      mined(
        await wallet.writeContract({
          address: fixture.address,
          abi: fixture.abi,
          functionName,
          args,
          value,
        } as never),
      ),
  }
}

/**
 * Compiles (once per process) and deploys the indexer's fixture contracts from devnet account 9.
 *
 * @example
 * const { items, splitter } = await deployIndexerFixtures(client)
 */
export async function deployIndexerFixtures(client: PublicClient): Promise<IndexerFixtures> {
  compiled ??= compile()
  const contracts = await compiled
  const deployer = devnetSender(client, 9)
  const deploy = async (name: string): Promise<DeployedFixture> => {
    const { abi, bytecode } = contracts[name]!
    const hash = await deployer.wallet.deployContract({ abi, bytecode })
    const receipt = await client.waitForTransactionReceipt({ hash })
    return { address: receipt.contractAddress!, abi }
  }
  return { items: await deploy('IndexerTestItems'), splitter: await deploy('IndexerTestSplitter') }
}

/**
 * An inline (`data:application/json;base64,`) metadata URI, as the fixture items are minted with.
 *
 * @example
 * inlineMetadataUri({ name: 'Gem', image: 'data:image/svg+xml;base64,…' })
 */
export function inlineMetadataUri(metadata: Record<string, string>): string {
  return `data:application/json;base64,${Buffer.from(JSON.stringify(metadata)).toString('base64')}`
}
