import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  type Abi,
  type Address,
  type Hash,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { porticoPalsAbi, uniswapV2RouterAbi } from '../abis.ts'
import { devnetDeployer, devnetHolders } from '../fixtures/devnetAccounts.ts'
import { porticoDevnet, porticoDevnetTwo, withRpcUrl, type DevnetChainId } from '../fixtures/devnetChains.ts'
import {
  DEVNET_SWAP_FEE_BPS,
  devnetContracts,
  devnetSwapFeeRecipient,
  type DevnetContracts,
} from '../fixtures/devnetContracts.ts'
import { devnetNfts } from '../fixtures/devnetNfts.ts'
import { devnetPools } from '../fixtures/devnetPools.ts'
import { devnetToken, devnetTokenAllocations, devnetTokens } from '../fixtures/devnetTokens.ts'
import { deployEns } from '../ens/deployEns.ts'
import { deployIdRegistry } from '../farcaster/deployIdRegistry.ts'
import { compileContracts } from './compileContracts.ts'
import { readNpmArtifacts } from './fixtureSources.ts'

/**
 * Bump when the deploy steps below change in a way the manifest does not show (e.g. a new transaction), so
 * cached chain states are rebuilt.
 */
export const DEVNET_DEPLOY_VERSION = 4

/** Thrown when a fixture lands somewhere other than the manifest says, or a deploy transaction fails. */
export class FixtureDeployError extends Error {
  override name = 'FixtureDeployError'
}

/** Parameters of {@link deployFixtures}. */
export interface DeployFixturesParameters {
  chainId: DevnetChainId
  /** A fresh anvil: the deployer's nonce must still be 0. */
  rpcUrl: string
  /** Where the compiled contracts are cached. */
  cacheDir: string
}

/**
 * Deploys every fixture of the manifest from account 0, in nonce order, and checks each address against it.
 *
 * @example
 * const anvil = await spawnAnvil({ chainId: 31337, port: 0 })
 * await deployFixtures({ chainId: 31337, rpcUrl: `http://127.0.0.1:${anvil.port}`, cacheDir })
 */
export async function deployFixtures({ chainId, rpcUrl, cacheDir }: DeployFixturesParameters): Promise<void> {
  const chain = withRpcUrl(chainId === 31337 ? porticoDevnet : porticoDevnetTwo, rpcUrl)
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 10 })
  const testClient = createTestClient({ chain, transport, mode: 'anvil' })
  const wallet = createWalletClient({
    chain,
    transport,
    account: privateKeyToAccount(devnetDeployer.privateKey),
  })
  const [compiled, npm] = await Promise.all([compileContracts(cacheDir), readNpmArtifacts()])

  const confirm = async (hash: Hash, what: string): Promise<Address | null | undefined> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    if (receipt.status !== 'success')
      throw new FixtureDeployError(`${what} reverted on chain ${chainId} (${hash})`)
    return receipt.contractAddress
  }
  const deploy = async (name: keyof DevnetContracts, abi: Abi, bytecode: Hex, args: unknown[] = []) => {
    const hash = await wallet.deployContract({ abi, bytecode, args })
    const address = await confirm(hash, `deploying ${name}`)
    if (address?.toLowerCase() !== devnetContracts[name].toLowerCase()) {
      throw new FixtureDeployError(
        `${name} was deployed at ${address} on chain ${chainId}, but the manifest says ${devnetContracts[name]}; ` +
          'was the deployer nonce not 0 at start?',
      )
    }
  }
  const ours = (contractName: string) => {
    const artifact = compiled[contractName]
    if (!artifact) throw new FixtureDeployError(`services/devnet/contracts has no contract ${contractName}`)
    return artifact
  }

  // Our Multicall3 sits at the canonical address, which only its original keyless deployer can create.
  await testClient.setCode({
    address: devnetContracts.multicall3,
    bytecode: ours('Multicall3').deployedBytecode,
  })

  // The order must match devnetDeployNonces.
  await deploy('weth9', npm.weth9.abi, npm.weth9.bytecode)
  const token = ours('PorticoToken')
  const contractKeys = { PUSD: 'usd', PTK: 'token18', WHOLE: 'token0' } as const
  for (const allocation of devnetTokenAllocations) {
    const { name, symbol, decimals } = devnetToken(allocation.symbol)
    await deploy(contractKeys[allocation.symbol], token.abi, token.bytecode, [
      name,
      symbol,
      decimals,
      allocation.totalSupply,
    ])
  }
  await deploy('uniswapV2Factory', npm.uniswapV2Factory.abi, npm.uniswapV2Factory.bytecode, [
    devnetDeployer.address,
  ])
  await deploy('uniswapV2Router02', npm.uniswapV2Router02.abi, npm.uniswapV2Router02.bytecode, [
    devnetContracts.uniswapV2Factory,
    devnetContracts.weth9,
  ])
  const pals = ours('PorticoPals')
  await deploy('nftCollection', pals.abi, pals.bytecode)
  const feeRouter = ours('PorticoSwapRouter')
  await deploy('swapFeeRouter', feeRouter.abi, feeRouter.bytecode, [
    devnetContracts.uniswapV2Router02,
    devnetSwapFeeRecipient,
    BigInt(DEVNET_SWAP_FEE_BPS),
  ])

  for (const allocation of devnetTokenAllocations) {
    const address = devnetToken(allocation.symbol).address
    for (const holder of devnetHolders) {
      const hash = await wallet.writeContract({
        address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [holder.address, allocation.perHolder],
      })
      await confirm(hash, `sending ${allocation.symbol} to account ${holder.index}`)
    }
  }

  await addLiquidity()
  for (const nft of devnetNfts) {
    const hash = await wallet.writeContract({
      address: devnetContracts.nftCollection,
      abi: porticoPalsAbi,
      functionName: 'mint',
      args: [nft.owner, nft.tokenId, nft.tokenUri],
    })
    await confirm(hash, `minting Portico Pal ${nft.tokenId}`)
  }
  // ENS lives on 31337 only, deployed by its own account so its addresses never move (src/ens/devnetEns.ts).
  if (chainId === 31337) await deployEns({ rpcUrl })
  // Farcaster's IdRegistry likewise, from its own account (src/farcaster/devnetFarcaster.ts).
  if (chainId === 31337) await deployIdRegistry({ rpcUrl, compiled })

  async function addLiquidity(): Promise<void> {
    const router = devnetContracts.uniswapV2Router02
    for (const { address, symbol } of devnetTokens.filter((t) => t.symbol !== 'WETH')) {
      const hash = await wallet.writeContract({
        address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
      })
      await confirm(hash, `approving the router for ${symbol}`)
    }
    for (const pool of devnetPools) {
      const a = devnetToken(pool.tokenA)
      const b = devnetToken(pool.tokenB)
      const to = devnetDeployer.address
      const what = `adding ${pool.tokenA}/${pool.tokenB} liquidity`
      if (a.symbol === 'WETH' || b.symbol === 'WETH') {
        // The router wraps the ether side itself, so the deployer never holds WETH.
        const [tokenSide, tokenAmount, ethAmount] =
          a.symbol === 'WETH' ? [b, pool.amountB, pool.amountA] : [a, pool.amountA, pool.amountB]
        const hash = await wallet.writeContract({
          address: router,
          abi: uniswapV2RouterAbi,
          functionName: 'addLiquidityETH',
          args: [tokenSide.address, tokenAmount, tokenAmount, ethAmount, to, maxUint256],
          value: ethAmount,
        })
        await confirm(hash, what)
      } else {
        const hash = await wallet.writeContract({
          address: router,
          abi: uniswapV2RouterAbi,
          functionName: 'addLiquidity',
          args: [
            a.address,
            b.address,
            pool.amountA,
            pool.amountB,
            pool.amountA,
            pool.amountB,
            to,
            maxUint256,
          ],
        })
        await confirm(hash, what)
      }
    }
  }
}
