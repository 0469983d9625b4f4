import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type Chain,
  type Hash,
  type HttpTransport,
  type PublicClient,
  type TestClient,
  type TransactionReceipt,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { DevnetAccount } from '../../fixtures/devnetAccounts.ts'
import { withRpcUrl } from '../../fixtures/devnetChains.ts'
import { porticoDevnetThree } from '../../fixtures/devnetThree/devnetThreeChain.ts'
import { devnetThreeDeployer } from '../../fixtures/devnetThree/devnetThreeContracts.ts'
import { FixtureDeployError } from '../deployFixtures.ts'

/** A wallet client of one account on chain 31339. */
export type DevnetThreeWallet = WalletClient<HttpTransport, Chain, PrivateKeyAccount>

/** What every chain 31339 deploy step receives. */
export interface DevnetThreeDeployContext {
  rpcUrl: string
  publicClient: PublicClient<HttpTransport, Chain>
  testClient: TestClient<'anvil', HttpTransport, Chain>
  /** Chain 31339's deployer (mnemonic index 11). */
  deployer: DevnetThreeWallet
  walletOf(account: DevnetAccount): DevnetThreeWallet
  /** Waits for the transaction; throws FixtureDeployError naming `what` if it reverted. */
  confirm(what: string, hash: Hash): Promise<TransactionReceipt>
}

function walletFor(rpcUrl: string, account: DevnetAccount): DevnetThreeWallet {
  return createWalletClient({
    chain: withRpcUrl(porticoDevnetThree, rpcUrl),
    transport: http(rpcUrl),
    account: privateKeyToAccount(account.privateKey),
  })
}

/**
 * Clients of a fresh chain 31339 for the deploy steps, and `confirm`, which waits for a transaction and fails
 * with the step's name when it reverted.
 *
 * @example
 * const context = devnetThreeDeployContext('http://127.0.0.1:8547')
 * await context.confirm('wrapping ether', await context.deployer.sendTransaction({ to, value }))
 */
export function devnetThreeDeployContext(rpcUrl: string): DevnetThreeDeployContext {
  const chain = withRpcUrl(porticoDevnetThree, rpcUrl)
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 10 })
  return {
    rpcUrl,
    publicClient,
    testClient: createTestClient({ chain, transport, mode: 'anvil' }),
    deployer: walletFor(rpcUrl, devnetThreeDeployer),
    walletOf: (account: DevnetAccount) => walletFor(rpcUrl, account),
    async confirm(what: string, hash: Hash): Promise<TransactionReceipt> {
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 10 })
      if (receipt.status !== 'success') {
        const { gas } = await publicClient.getTransaction({ hash })
        throw new FixtureDeployError(
          `${what} reverted on chain ${chain.id} (${hash}, gas used ${receipt.gasUsed} of ${gas})`,
        )
      }
      return receipt
    },
  }
}
