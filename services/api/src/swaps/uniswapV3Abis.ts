import { parseAbi } from 'viem'

const exactInputSingleParams =
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }'

/** QuoterV2's single-pool quote; it is not `view` (it simulates the swap), so it is called with eth_call. */
export const uniswapV3QuoterAbi = parseAbi([
  'struct QuoteExactInputSingleParams { address tokenIn; address tokenOut; uint256 amountIn; uint24 fee; uint160 sqrtPriceLimitX96; }',
  'function quoteExactInputSingle(QuoteExactInputSingleParams params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])

/** The Uniswap V3 SwapRouter functions built swaps call when no fee router is configured. */
export const uniswapV3RouterAbi = parseAbi([
  exactInputSingleParams,
  'function WETH9() view returns (address)',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
])

/**
 * A V3 fee router (PorticoV3SwapRouter, ADR 0005): SwapRouter's `exactInputSingle` with the §9 provider fee
 * taken from `amountIn` first, and `exactInputSingleForEther`, which pays a WETH9 output out as ether.
 */
export const uniswapV3FeeRouterAbi = parseAbi([
  exactInputSingleParams,
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'function exactInputSingleForEther(ExactInputSingleParams params) returns (uint256 amountOut)',
])
