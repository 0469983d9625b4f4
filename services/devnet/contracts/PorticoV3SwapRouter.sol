// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IV3FeeRouterErc20 {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
    function approve(address spender, uint256 value) external returns (bool);
}

interface IV3FeeRouterWeth {
    function withdraw(uint256 wad) external;
}

/// @notice The parameters and the one function of Uniswap's V3 SwapRouter that Portico swaps through.
interface IUniswapV3SwapRouterSingle {
    struct ExactInputSingleParams {
        address tokenIn;
        address tokenOut;
        uint24 fee;
        address recipient;
        uint256 deadline;
        uint256 amountIn;
        uint256 amountOutMinimum;
        uint160 sqrtPriceLimitX96;
    }

    function exactInputSingle(ExactInputSingleParams calldata params) external payable returns (uint256 amountOut);

    function WETH9() external view returns (address);
}

/// @title PorticoV3SwapRouter
/// @notice Collects Portico's swap provider fee (SPEC §9: 0.85 %) and swaps the rest through Uniswap V3's
///         SwapRouter in the user's one transaction, as PorticoSwapRouter does for V2. The fee is
///         ceil(amountIn × feeBps / 10 000), paid in the input token (or ether) to `feeRecipient`; the pool
///         receives the rest, so a quote for `amountIn - fee` is what the user gets.
contract PorticoV3SwapRouter {
    IUniswapV3SwapRouterSingle public immutable router;
    address public immutable weth9;
    address public immutable feeRecipient;
    uint256 public immutable feeBps;

    event FeeCollected(address indexed payer, address indexed token, uint256 amount);

    constructor(address uniswapRouter, address recipient, uint256 bps) {
        require(uniswapRouter != address(0) && recipient != address(0), "zero address");
        require(bps < 10_000, "fee too high");
        router = IUniswapV3SwapRouterSingle(uniswapRouter);
        weth9 = IUniswapV3SwapRouterSingle(uniswapRouter).WETH9();
        feeRecipient = recipient;
        feeBps = bps;
    }

    /// @notice The fee taken from `amount`, rounded up so that no amount escapes it.
    function feeOf(uint256 amount) public view returns (uint256) {
        return (amount * feeBps + 9_999) / 10_000;
    }

    /// @notice SwapRouter.exactInputSingle with the fee taken first. Ether in: tokenIn is WETH9 and the value
    ///         sent equals amountIn.
    function exactInputSingle(IUniswapV3SwapRouterSingle.ExactInputSingleParams calldata params)
        external
        payable
        returns (uint256 amountOut)
    {
        IUniswapV3SwapRouterSingle.ExactInputSingleParams memory forwarded = params;
        if (msg.value > 0) {
            require(params.tokenIn == weth9, "ether in needs tokenIn WETH9");
            require(msg.value == params.amountIn, "value must equal amountIn");
            uint256 fee = feeOf(msg.value);
            require(msg.value > fee, "amount below fee");
            (bool paid,) = feeRecipient.call{value: fee}("");
            require(paid, "fee transfer failed");
            emit FeeCollected(msg.sender, address(0), fee);
            forwarded.amountIn = msg.value - fee;
            return router.exactInputSingle{value: forwarded.amountIn}(forwarded);
        }
        forwarded.amountIn = _takeTokens(params.tokenIn, params.amountIn);
        return router.exactInputSingle(forwarded);
    }

    /// @notice Swaps a token for ether: exactInputSingle with tokenOut WETH9, unwrapped and sent to recipient.
    function exactInputSingleForEther(IUniswapV3SwapRouterSingle.ExactInputSingleParams calldata params)
        external
        returns (uint256 amountOut)
    {
        require(params.tokenOut == weth9, "ether out needs tokenOut WETH9");
        IUniswapV3SwapRouterSingle.ExactInputSingleParams memory forwarded = params;
        forwarded.amountIn = _takeTokens(params.tokenIn, params.amountIn);
        forwarded.recipient = address(this);
        amountOut = router.exactInputSingle(forwarded);
        IV3FeeRouterWeth(weth9).withdraw(amountOut);
        (bool sent,) = params.recipient.call{value: amountOut}("");
        require(sent, "ether transfer failed");
    }

    /// @dev Only WETH9 sends ether here, when exactInputSingleForEther unwraps.
    receive() external payable {
        require(msg.sender == weth9, "no ether accepted");
    }

    /// @dev Pulls `amountIn` from the sender, pays the fee and lets the SwapRouter spend the rest.
    function _takeTokens(address token, uint256 amountIn) private returns (uint256 rest) {
        uint256 fee = feeOf(amountIn);
        require(amountIn > fee, "amount below fee");
        require(IV3FeeRouterErc20(token).transferFrom(msg.sender, address(this), amountIn), "transferFrom failed");
        require(IV3FeeRouterErc20(token).transfer(feeRecipient, fee), "fee transfer failed");
        rest = amountIn - fee;
        require(IV3FeeRouterErc20(token).approve(address(router), rest), "approve failed");
        emit FeeCollected(msg.sender, token, fee);
    }
}
