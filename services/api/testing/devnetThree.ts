// What the API's tests use of devnet chain 31339 (Uniswap V3, Chainlink-style feeds, ERC-1155): its contracts,
// tokens, fixtures and ABIs. Test support only: product code learns the chain from its config file.
export {
  aggregatorV3Abi,
  devnetThreeContracts,
  devnetThreeDeployer,
  devnetThreeItemBalances,
  devnetThreeNfts,
  devnetThreePools,
  devnetThreePriceFeeds,
  devnetThreeSwapFeeRecipient,
  devnetThreeToken,
  devnetThreeTokenAllocations,
  devnetThreeTokens,
  porticoDevnetThree,
  porticoV3SwapRouterAbi,
  quoterV2Abi,
  uniswapV3PoolAbi,
} from '@portico/devnet'
