// What the API's tests use of the devnet: starting its chains and its fixture accounts, contracts and ABIs.
// Test support only (outside src, not part of the API): product code reads chains from portico.config.json.
export {
  devnetAccounts,
  devnetContracts,
  devnetEns,
  devnetEnsNames,
  devnetEnsSpoofedReverse,
  devnetNfts,
  devnetSwapFeeRecipient,
  devnetTokens,
  porticoDevnet,
  porticoPalsAbi,
  startDevnet,
  uniswapV2FactoryAbi,
  uniswapV2RouterAbi,
  withRpcUrl,
  type RunningDevnet,
} from '@portico/devnet'
