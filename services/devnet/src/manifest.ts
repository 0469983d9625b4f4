// Browser-safe facts about the devnet: no node: import may reach this file or anything it re-exports.
export {
  DEVNET_MNEMONIC,
  DEVNET_ACCOUNT_BALANCE_ETH,
  devnetAccounts,
  devnetDeployer,
  devnetHolders,
  type DevnetAccount,
} from './fixtures/devnetAccounts.ts'
export {
  MULTICALL3_ADDRESS,
  devnetChain,
  devnetChains,
  devnetRpcUrl,
  porticoDevnet,
  porticoDevnetTwo,
  withRpcUrl,
  type DevnetChain,
  type DevnetChainId,
  type DevnetNetwork,
} from './fixtures/devnetChains.ts'
export {
  DEVNET_SWAP_FEE_BPS,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
  devnetContracts,
  devnetSwapFeeRecipient,
  devnetDeployNonces,
  uniswapV2PairAddress,
  type DevnetContracts,
} from './fixtures/devnetContracts.ts'
export {
  devnetToken,
  devnetTokenAllocations,
  devnetTokens,
  type DevnetToken,
  type DevnetTokenAllocation,
  type DevnetTokenSymbol,
} from './fixtures/devnetTokens.ts'
export { devnetPools, type DevnetPool } from './fixtures/devnetPools.ts'
export { devnetNftCollection, devnetNfts, type DevnetNft } from './fixtures/devnetNfts.ts'
export {
  devnetEns,
  devnetEnsNames,
  devnetEnsSpoofedReverse,
  type DevnetEns,
  type DevnetEnsName,
} from './ens/devnetEns.ts'
export {
  devnetMulticall3Abi,
  erc20Abi,
  porticoPalsAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
  weth9Abi,
} from './abis.ts'
export {
  DEVNET_THREE_CHAIN_ID,
  devnetThreeChain,
  devnetThreeRpcUrl,
  porticoDevnetThree,
  type DevnetThreeChainId,
  type DevnetThreeNetwork,
} from './fixtures/devnetThree/devnetThreeChain.ts'
export {
  DEVNET_THREE_FEE_TIERS,
  UNISWAP_V3_POOL_INIT_CODE_HASH,
  devnetThreeContracts,
  devnetThreeDeployNonces,
  devnetThreeDeployer,
  devnetThreeSwapFeeRecipient,
  uniswapV3PoolAddress,
  type DevnetThreeContracts,
} from './fixtures/devnetThree/devnetThreeContracts.ts'
export {
  devnetThreeToken,
  devnetThreeTokenAllocations,
  devnetThreeTokens,
  type DevnetThreeToken,
  type DevnetThreeTokenAllocation,
  type DevnetThreeTokenSymbol,
} from './fixtures/devnetThree/devnetThreeTokens.ts'
export {
  DEVNET_THREE_TRADE_INTERVAL_SECONDS,
  devnetThreePools,
  devnetThreeTrades,
  type DevnetThreePool,
  type DevnetThreeTrade,
} from './fixtures/devnetThree/devnetThreePools.ts'
export {
  devnetThreePriceFeeds,
  type DevnetThreePriceFeed,
} from './fixtures/devnetThree/devnetThreePriceFeeds.ts'
export {
  devnetThreeIpfsContent,
  devnetThreeItemBalances,
  devnetThreeItemMovements,
  devnetThreeItems,
  devnetThreeNfts,
  type DevnetThreeItem,
  type DevnetThreeItemBalance,
  type DevnetThreeItemMovement,
  type DevnetThreeNft,
} from './fixtures/devnetThree/devnetThreeCollectibles.ts'
export { ipfsRawCid } from './fixtures/devnetThree/ipfsRawCid.ts'
export {
  aggregatorV3Abi,
  nonfungiblePositionManagerAbi,
  porticoItemsAbi,
  porticoV3SwapRouterAbi,
  quoterV2Abi,
  uniswapV3FactoryAbi,
  uniswapV3PoolAbi,
  uniswapV3SwapRouterAbi,
} from './devnetThreeAbis.ts'
export {
  devnetFarcaster,
  devnetFarcasterAccount,
  devnetFarcasterDeployer,
  idRegistryReadAbi,
} from './farcaster/devnetFarcaster.ts'
export {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  DEVNET_SOLANA_ACCOUNT_BALANCE_SOL,
  DEVNET_SOLANA_CAIP_NETWORK_ID,
  DEVNET_SOLANA_DEFAULT_PORT,
  DEVNET_SOLANA_GENESIS_HASH,
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
  devnetSolanaAccounts,
  devnetSolanaFaucet,
  devnetSolanaToken,
  devnetSolanaTokens,
  type DevnetSolanaAccount,
  type DevnetSolanaToken,
  type DevnetSolanaTokenSymbol,
} from './solana/devnetSolanaFixtures.ts'
