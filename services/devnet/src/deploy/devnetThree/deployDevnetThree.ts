import { erc20Abi, parseEther, type Abi, type Hex } from 'viem'
import { aggregatorV3Abi } from '../../devnetThreeAbis.ts'
import { devnetHolders } from '../../fixtures/devnetAccounts.ts'
import { DEVNET_SWAP_FEE_BPS } from '../../fixtures/devnetContracts.ts'
import {
  devnetThreeContracts,
  devnetThreeDeployer,
  devnetThreeSwapFeeRecipient,
  type DevnetThreeContracts,
} from '../../fixtures/devnetThree/devnetThreeContracts.ts'
import { devnetThreePriceFeeds } from '../../fixtures/devnetThree/devnetThreePriceFeeds.ts'
import {
  devnetThreeToken,
  devnetThreeTokenAllocations,
} from '../../fixtures/devnetThree/devnetThreeTokens.ts'
import { compileContracts } from '../compileContracts.ts'
import { FixtureDeployError } from '../deployFixtures.ts'
import { readNpmArtifacts, readUniswapV3Artifacts } from '../fixtureSources.ts'
import { devnetThreeDeployContext, type DevnetThreeDeployContext } from './devnetThreeDeployContext.ts'
import { fundUniswapV3Pools } from './fundUniswapV3Pools.ts'
import { mintDevnetThreeCollectibles } from './mintDevnetThreeCollectibles.ts'
import { tradeUniswapV3Pools } from './tradeUniswapV3Pools.ts'

/**
 * Bump when the chain 31339 deploy steps change in a way its manifest does not show, so its cached state is
 * rebuilt.
 */
export const DEVNET_THREE_DEPLOY_VERSION = 1

/**
 * How far in the past a cold chain 31339 starts. Its trades move the clock an hour forward (evm_increaseTime);
 * starting two hours back keeps every block before the wall clock, so blocks mined after a warm start (at the
 * wall clock) never go back in time, which would break the pools' observations.
 */
export const DEVNET_THREE_GENESIS_AGE_SECONDS = 7_200

/** Ether anvil_setBalance gives chain 31339's deployer, which is not one of anvil's funded accounts. */
const DEPLOYER_BALANCE = parseEther('10000')

/** Parameters of {@link deployDevnetThree}. */
export interface DeployDevnetThreeParameters {
  /** A fresh anvil with chain id 31339: the deployer's nonce must still be 0. */
  rpcUrl: string
  /** Where the compiled contracts are cached. */
  cacheDir: string
}

async function deployInNonceOrder(context: DevnetThreeDeployContext, cacheDir: string): Promise<void> {
  const [compiled, npm, v3] = await Promise.all([
    compileContracts(cacheDir),
    readNpmArtifacts(),
    readUniswapV3Artifacts(),
  ])
  const ours = (contractName: string) => {
    const artifact = compiled[contractName]
    if (!artifact) throw new FixtureDeployError(`services/devnet/contracts has no contract ${contractName}`)
    return artifact
  }
  const deploy = async (name: keyof DevnetThreeContracts, abi: Abi, bytecode: Hex, args: unknown[] = []) => {
    const hash = await context.deployer.deployContract({ abi, bytecode, args })
    const { contractAddress } = await context.confirm(`deploying ${name}`, hash)
    if (contractAddress?.toLowerCase() !== devnetThreeContracts[name].toLowerCase()) {
      throw new FixtureDeployError(
        `${name} was deployed at ${contractAddress} on chain 31339, but the manifest says ` +
          `${devnetThreeContracts[name]}; was the deployer nonce not 0 at start?`,
      )
    }
  }
  const token = ours('PorticoToken')
  const tokenArgs = (symbol: 'DUSD' | 'DBTC' | 'TRI') => {
    const { name, decimals } = devnetThreeToken(symbol)
    const { totalSupply } = devnetThreeTokenAllocations.find((a) => a.symbol === symbol)!
    return [name, symbol, decimals, totalSupply]
  }
  const [ethUsd, btcUsd] = devnetThreePriceFeeds
  const feed = ours('PorticoPriceFeed')
  const { weth9 } = devnetThreeContracts

  // The order must match devnetThreeDeployNonces.
  await deploy('multicall3', ours('Multicall3').abi, ours('Multicall3').bytecode)
  await deploy('usd', token.abi, token.bytecode, tokenArgs('DUSD'))
  await deploy('btc', token.abi, token.bytecode, tokenArgs('DBTC'))
  await deploy('weth9', npm.weth9.abi, npm.weth9.bytecode)
  await deploy('token18', token.abi, token.bytecode, tokenArgs('TRI'))
  await deploy('uniswapV3Factory', v3.uniswapV3Factory.abi, v3.uniswapV3Factory.bytecode)
  // No token descriptor: position NFTs exist, but their tokenURI reverts (as it would with a broken one).
  await deploy(
    'nonfungiblePositionManager',
    v3.nonfungiblePositionManager.abi,
    v3.nonfungiblePositionManager.bytecode,
    [devnetThreeContracts.uniswapV3Factory, weth9, devnetThreeDeployer.address],
  )
  await deploy('swapRouter', v3.swapRouter.abi, v3.swapRouter.bytecode, [
    devnetThreeContracts.uniswapV3Factory,
    weth9,
  ])
  await deploy('quoterV2', v3.quoterV2.abi, v3.quoterV2.bytecode, [
    devnetThreeContracts.uniswapV3Factory,
    weth9,
  ])
  for (const [name, fixture] of [
    ['ethUsdFeed', ethUsd!],
    ['btcUsdFeed', btcUsd!],
  ] as const) {
    await deploy(name, feed.abi, feed.bytecode, [fixture.decimals, fixture.description, fixture.answers[0]])
  }
  await deploy('items', ours('PorticoItems').abi, ours('PorticoItems').bytecode)
  await deploy('nftCollection', ours('PorticoPals').abi, ours('PorticoPals').bytecode)
  const feeRouter = ours('PorticoV3SwapRouter')
  await deploy('swapFeeRouter', feeRouter.abi, feeRouter.bytecode, [
    devnetThreeContracts.swapRouter,
    devnetThreeSwapFeeRecipient,
    BigInt(DEVNET_SWAP_FEE_BPS),
  ])
}

async function grantTokens(context: DevnetThreeDeployContext): Promise<void> {
  for (const allocation of devnetThreeTokenAllocations) {
    for (const holder of devnetHolders) {
      const hash = await context.deployer.writeContract({
        address: devnetThreeToken(allocation.symbol).address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [holder.address, allocation.perHolder],
      })
      await context.confirm(`sending ${allocation.symbol} to account ${holder.index}`, hash)
    }
  }
}

async function publishLaterRounds(context: DevnetThreeDeployContext): Promise<void> {
  for (const feed of devnetThreePriceFeeds) {
    for (const answer of feed.answers.slice(1)) {
      const hash = await context.deployer.writeContract({
        address: feed.address,
        abi: aggregatorV3Abi,
        functionName: 'setAnswer',
        args: [answer],
      })
      await context.confirm(`publishing ${feed.description} ${answer}`, hash)
    }
  }
}

/**
 * Deploys chain 31339's fixtures from its own deployer (mnemonic index 11, funded here), in nonce order, and
 * checks each address against the manifest: tokens, Uniswap V3 with funded and traded pools, price feeds,
 * Portico Items (ERC-1155) and Portico Pals (ERC-721).
 *
 * @example
 * const anvil = await spawnAnvil({ chainId: 31339, port: 0 })
 * await deployDevnetThree({ rpcUrl: `http://127.0.0.1:${anvil.port}`, cacheDir })
 */
export async function deployDevnetThree({ rpcUrl, cacheDir }: DeployDevnetThreeParameters): Promise<void> {
  const context = devnetThreeDeployContext(rpcUrl)
  const chainId = await context.publicClient.getChainId()
  if (chainId !== 31339) {
    throw new FixtureDeployError(`deployDevnetThree needs chain 31339, but ${rpcUrl} is chain ${chainId}`)
  }
  await context.testClient.setBalance({ address: devnetThreeDeployer.address, value: DEPLOYER_BALANCE })
  await deployInNonceOrder(context, cacheDir)
  await grantTokens(context)
  await fundUniswapV3Pools(context)
  await tradeUniswapV3Pools(context)
  await publishLaterRounds(context)
  await mintDevnetThreeCollectibles(context)
}
