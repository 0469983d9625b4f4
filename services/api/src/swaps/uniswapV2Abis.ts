import { parseAbi } from 'viem'

/** The Uniswap V2 factory function the swap routes call. */
export const uniswapV2FactoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
])

/**
 * The Uniswap V2 Router02 functions the swap routes call; PorticoSwapRouter has the same three swap functions
 * (ADR 0005), so built swaps encode against this ABI too.
 */
export const uniswapV2RouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
