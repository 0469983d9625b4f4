import { readFile } from 'node:fs/promises'
import {
  createPublicClient,
  createWalletClient,
  http,
  type Abi,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/** The compiled SiwxTestWallet.sol: the ERC-1271 wallet and its CREATE2 factory. */
export async function compileSiwxTestWallets() {
  const { default: solc } = (await import('solc')) as { default: { compile(input: string): string } }
  const content = await readFile(new URL('./SiwxTestWallet.sol', import.meta.url), 'utf8')
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'SiwxTestWallet.sol': { content } },
        settings: {
          optimizer: { enabled: true, runs: 200 },
          evmVersion: 'cancun',
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter(({ severity }) => severity === 'error')
  if (errors.length > 0) throw new Error(errors.map(({ formattedMessage }) => formattedMessage).join('\n'))
  const contract = (name: string) => {
    const { abi, evm } = output.contracts['SiwxTestWallet.sol']![name]!
    return { abi, bytecode: `0x${evm.bytecode.object}` as Hex }
  }
  return { wallet: contract('SiwxTestWallet'), factory: contract('SiwxTestWalletFactory') }
}

/** What {@link deploySiwxTestWalletFactory} gives a test. */
export interface SiwxTestWallets {
  /** A client on the chain. */
  client: PublicClient
  /** The factory's address. */
  factory: Address
  /** The factory's ABI (for ERC-6492 factory data). */
  factoryAbi: Abi
  /** The wallet's address for `owner` and `salt`, deployed or not. */
  addressOf(owner: Address, salt: Hex): Promise<Address>
  /** Deploys the wallet of `owner` and `salt`. */
  deployWallet(owner: Address, salt: Hex): Promise<void>
}

/**
 * Deploys the CREATE2 factory of SiwxTestWallet on the chain at `rpcUrl` with `deployerKey`, and returns what
 * a test needs to deploy wallets or to sign for undeployed ones.
 *
 * @example
 * const { factory, abi } = await deploySiwxTestWalletFactory(devnet.rpcUrl, devnetAccounts[9]!.privateKey)
 */
export async function deploySiwxTestWalletFactory(
  rpcUrl: string,
  deployerKey: Hex,
): Promise<SiwxTestWallets> {
  const compiled = await compileSiwxTestWallets()
  const client = createPublicClient({ transport: http(rpcUrl) })
  const deployer = createWalletClient({ account: privateKeyToAccount(deployerKey), transport: http(rpcUrl) })
  const hash = await deployer.deployContract({
    abi: compiled.factory.abi,
    bytecode: compiled.factory.bytecode,
    chain: null,
  })
  const { contractAddress } = await client.waitForTransactionReceipt({ hash })
  if (!contractAddress) throw new Error('SiwxTestWalletFactory was not deployed')
  const factory: Address = contractAddress
  return {
    client,
    factory,
    factoryAbi: compiled.factory.abi,
    addressOf: (owner: Address, salt: Hex) =>
      client.readContract({
        address: factory,
        abi: compiled.factory.abi,
        functionName: 'addressOf',
        args: [owner, salt],
      }) as Promise<Address>,
    deployWallet: async (owner: Address, salt: Hex) => {
      const tx = await deployer.writeContract({
        address: factory,
        abi: compiled.factory.abi,
        functionName: 'deploy',
        args: [owner, salt],
        chain: null,
      })
      await client.waitForTransactionReceipt({ hash: tx })
    },
  }
}
