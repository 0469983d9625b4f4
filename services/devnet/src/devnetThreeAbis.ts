import { parseAbi } from 'viem'

/**
 * The Uniswap V3 factory functions Portico reads: find a pool by tokens and fee tier.
 *
 * @example
 * await client.readContract({ address: devnetThreeContracts.uniswapV3Factory, abi: uniswapV3FactoryAbi,
 *   functionName: 'getPool', args: [devnetThreeContracts.weth9, devnetThreeContracts.usd, 500] })
 */
export const uniswapV3FactoryAbi = parseAbi([
  'function owner() view returns (address)',
  'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address pool)',
  'function feeAmountTickSpacing(uint24 fee) view returns (int24)',
  'function createPool(address tokenA, address tokenB, uint24 fee) returns (address pool)',
  'event PoolCreated(address indexed token0, address indexed token1, uint24 indexed fee, int24 tickSpacing, address pool)',
])

/**
 * The Uniswap V3 pool functions Portico reads to price tokens: spot price (slot0) and the time-weighted
 * price (observe).
 *
 * @example
 * const [tickCumulatives] = await client.readContract({ address: devnetThreeContracts.wethUsdPool,
 *   abi: uniswapV3PoolAbi, functionName: 'observe', args: [[1800, 0]] })
 */
export const uniswapV3PoolAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function fee() view returns (uint24)',
  'function tickSpacing() view returns (int24)',
  'function liquidity() view returns (uint128)',
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function observe(uint32[] secondsAgos) view returns (int56[] tickCumulatives, uint160[] secondsPerLiquidityCumulativeX128s)',
  'function observations(uint256 index) view returns (uint32 blockTimestamp, int56 tickCumulative, uint160 secondsPerLiquidityCumulativeX128, bool initialized)',
  'function increaseObservationCardinalityNext(uint16 observationCardinalityNext)',
  'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
  'event Mint(address sender, address indexed owner, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount, uint256 amount0, uint256 amount1)',
])

/**
 * The NonfungiblePositionManager functions the devnet uses to create pools and add liquidity.
 *
 * @example
 * await client.readContract({ address: devnetThreeContracts.nonfungiblePositionManager,
 *   abi: nonfungiblePositionManagerAbi, functionName: 'positions', args: [1n] })
 */
export const nonfungiblePositionManagerAbi = parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function factory() view returns (address)',
  'function WETH9() view returns (address)',
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
])

/**
 * The Uniswap V3 SwapRouter (v3-periphery) functions Portico swaps with. Ether in: pass it as `value` with WETH
 * as `tokenIn`; ether out: swap to the router, then `unwrapWETH9` in the same `multicall`.
 *
 * @example
 * await wallet.writeContract({ address: devnetThreeContracts.swapRouter, abi: uniswapV3SwapRouterAbi,
 *   functionName: 'exactInputSingle', args: [{ tokenIn, tokenOut, fee: 500, recipient, deadline, amountIn,
 *   amountOutMinimum, sqrtPriceLimitX96: 0n }], value: amountIn })
 */
export const uniswapV3SwapRouterAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'struct ExactInputParams { bytes path; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; }',
  'struct ExactOutputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountOut; uint256 amountInMaximum; uint160 sqrtPriceLimitX96; }',
  'function factory() view returns (address)',
  'function WETH9() view returns (address)',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'function exactInput(ExactInputParams params) payable returns (uint256 amountOut)',
  'function exactOutputSingle(ExactOutputSingleParams params) payable returns (uint256 amountIn)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function refundETH() payable',
])

/**
 * Uniswap's QuoterV2: quotes by simulating the swap (its functions are not `view`; call them with eth_call, e.g.
 * viem's `simulateContract`).
 *
 * @example
 * const { result: [amountOut] } = await client.simulateContract({ address: devnetThreeContracts.quoterV2,
 *   abi: quoterV2Abi, functionName: 'quoteExactInputSingle',
 *   args: [{ tokenIn, tokenOut, amountIn, fee: 500, sqrtPriceLimitX96: 0n }] })
 */
export const quoterV2Abi = parseAbi([
  'struct QuoteExactInputSingleParams { address tokenIn; address tokenOut; uint256 amountIn; uint24 fee; uint160 sqrtPriceLimitX96; }',
  'struct QuoteExactOutputSingleParams { address tokenIn; address tokenOut; uint256 amount; uint24 fee; uint160 sqrtPriceLimitX96; }',
  'function quoteExactInputSingle(QuoteExactInputSingleParams params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
  'function quoteExactOutputSingle(QuoteExactOutputSingleParams params) returns (uint256 amountIn, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])

/**
 * A Chainlink-style aggregator's read interface (AggregatorV3Interface), which PorticoPriceFeed implements, plus
 * its owner's `setAnswer`.
 *
 * @example
 * const [, answer] = await client.readContract({ address: devnetThreeContracts.ethUsdFeed,
 *   abi: aggregatorV3Abi, functionName: 'latestRoundData' }) // 300_000_000_000n (8 decimals)
 */
export const aggregatorV3Abi = parseAbi([
  'function decimals() view returns (uint8)',
  'function description() view returns (string)',
  'function version() view returns (uint256)',
  'function getRoundData(uint80 roundId) view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
  'function latestRound() view returns (uint80)',
  'function owner() view returns (address)',
  'function setAnswer(int256 answer)',
  'event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt)',
  'event NewRound(uint256 indexed roundId, address indexed startedBy, uint256 startedAt)',
])

/**
 * ABI of Portico Items, the ERC-1155 collection of chain 31339 (ERC-1155 + Metadata URI, plus the deployer's
 * `mint`).
 *
 * @example
 * await client.readContract({ address: devnetThreeContracts.items, abi: porticoItemsAbi,
 *   functionName: 'balanceOf', args: [devnetAccounts[1].address, 1n] })
 */
export const porticoItemsAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function minter() view returns (address)',
  'function supportsInterface(bytes4 interfaceId) pure returns (bool)',
  'function uri(uint256 id) view returns (string)',
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function balanceOfBatch(address[] accounts, uint256[] ids) view returns (uint256[] result)',
  'function setApprovalForAll(address operator, bool approved)',
  'function isApprovedForAll(address account, address operator) view returns (bool)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
  'function mint(address to, uint256 id, uint256 value, string itemUri)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
  'event ApprovalForAll(address indexed account, address indexed operator, bool approved)',
  'event URI(string value, uint256 indexed id)',
])

/**
 * PorticoV3SwapRouter, chain 31339's fee router (ADR 0005 for V3): SwapRouter's exactInputSingle with the §9
 * provider fee taken from amountIn first, and exactInputSingleForEther, which unwraps a WETH9 output for the
 * recipient. Users approve it, not the SwapRouter.
 *
 * @example
 * await wallet.writeContract({ address: devnetThreeContracts.swapFeeRouter, abi: porticoV3SwapRouterAbi,
 *   functionName: 'exactInputSingle', args: [{ tokenIn: weth9, tokenOut: usd, fee: 500, recipient, deadline,
 *   amountIn, amountOutMinimum, sqrtPriceLimitX96: 0n }], value: amountIn })
 */
export const porticoV3SwapRouterAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function router() view returns (address)',
  'function weth9() view returns (address)',
  'function feeRecipient() view returns (address)',
  'function feeBps() view returns (uint256)',
  'function feeOf(uint256 amount) view returns (uint256)',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'function exactInputSingleForEther(ExactInputSingleParams params) returns (uint256 amountOut)',
  'event FeeCollected(address indexed payer, address indexed token, uint256 amount)',
])
