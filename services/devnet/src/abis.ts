import { parseAbi } from 'viem'

/** ERC-20 ABI for PUSD, PTK, WHOLE and WETH; viem's, re-exported so callers import ABIs from one place. */
export { erc20Abi } from 'viem'

/**
 * ABI of Portico Pals, the devnet's ERC-721 collection (ERC-721 + Metadata, plus the deployer's `mint`).
 *
 * @example
 * await client.readContract({ address: devnetContracts.nftCollection, abi: porticoPalsAbi,
 *   functionName: 'tokenURI', args: [1n] })
 */
export const porticoPalsAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function totalSupply() view returns (uint256)',
  'function minter() view returns (address)',
  'function supportsInterface(bytes4 interfaceId) pure returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function approve(address to, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function mint(address to, uint256 tokenId, string uri)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
])

/**
 * The full Multicall3 interface that the devnet's own Multicall3 implements (viem's `multicall3Abi` holds only
 * the three functions viem itself calls).
 *
 * @example
 * await client.readContract({ address: devnetContracts.multicall3, abi: devnetMulticall3Abi, functionName: 'getChainId' })
 */
export const devnetMulticall3Abi = parseAbi([
  'struct Call { address target; bytes callData; }',
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Call3Value { address target; bool allowFailure; uint256 value; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate(Call[] calls) payable returns (uint256 blockNumber, bytes[] returnData)',
  'function tryAggregate(bool requireSuccess, Call[] calls) payable returns (Result[] returnData)',
  'function tryBlockAndAggregate(bool requireSuccess, Call[] calls) payable returns (uint256 blockNumber, bytes32 blockHash, Result[] returnData)',
  'function blockAndAggregate(Call[] calls) payable returns (uint256 blockNumber, bytes32 blockHash, Result[] returnData)',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
  'function aggregate3Value(Call3Value[] calls) payable returns (Result[] returnData)',
  'function getBlockHash(uint256 blockNumber) view returns (bytes32 blockHash)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
  'function getCurrentBlockCoinbase() view returns (address coinbase)',
  'function getCurrentBlockDifficulty() view returns (uint256 difficulty)',
  'function getCurrentBlockGasLimit() view returns (uint256 gaslimit)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getLastBlockHash() view returns (bytes32 blockHash)',
  'function getBasefee() view returns (uint256 basefee)',
  'function getChainId() view returns (uint256 chainid)',
  'error CallFailed(uint256 index, bytes reason)',
  'error ValueMismatch(uint256 sent, uint256 needed)',
])

/**
 * WETH9's own functions on top of ERC-20: wrap with `deposit`, unwrap with `withdraw`.
 *
 * @example
 * await wallet.writeContract({ address: devnetContracts.weth9, abi: weth9Abi, functionName: 'deposit', value })
 */
export const weth9Abi = parseAbi([
  'function deposit() payable',
  'function withdraw(uint256 wad)',
  'event Deposit(address indexed dst, uint256 wad)',
  'event Withdrawal(address indexed src, uint256 wad)',
])

/**
 * The Uniswap V2 factory functions Portico reads: find a pair, list pairs.
 *
 * @example
 * await client.readContract({ address: devnetContracts.uniswapV2Factory, abi: uniswapV2FactoryAbi,
 *   functionName: 'getPair', args: [devnetContracts.weth9, devnetContracts.usd] })
 */
export const uniswapV2FactoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function allPairs(uint256 index) view returns (address pair)',
  'function allPairsLength() view returns (uint256)',
  'function createPair(address tokenA, address tokenB) returns (address pair)',
  'event PairCreated(address indexed token0, address indexed token1, address pair, uint256 index)',
])

/**
 * The Uniswap V2 pair functions Portico reads to price tokens: which token is which, and the reserves.
 *
 * @example
 * const [reserve0, reserve1] = await client.readContract({ address: devnetContracts.wethUsdPair,
 *   abi: uniswapV2PairAbi, functionName: 'getReserves' })
 */
export const uniswapV2PairAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function totalSupply() view returns (uint256)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
])

/**
 * The Uniswap V2 Router02 functions Portico uses to quote, swap and add liquidity.
 *
 * @example
 * const amounts = await client.readContract({ address: devnetContracts.uniswapV2Router02, abi: uniswapV2RouterAbi,
 *   functionName: 'getAmountsOut', args: [parseEther('1'), [devnetContracts.weth9, devnetContracts.usd]] })
 */
export const uniswapV2RouterAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) pure returns (uint256 amountB)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
])
