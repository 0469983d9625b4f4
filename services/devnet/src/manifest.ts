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
