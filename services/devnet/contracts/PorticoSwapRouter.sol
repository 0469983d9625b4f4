// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IPorticoErc20 {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
    function approve(address spender, uint256 value) external returns (bool);
}

interface IUniswapV2Router02Swaps {
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory amounts);

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

/// @title PorticoSwapRouter
/// @notice Collects Portico's swap provider fee (SPEC §9: 0.85 %) and swaps the rest through Uniswap V2
///         Router02, in the user's one transaction. The fee is ceil(amount × feeBps / 10 000), paid in the input
///         token (or ether) to `feeRecipient`; the swap output goes to `to` as with Router02 itself.
contract PorticoSwapRouter {
    IUniswapV2Router02Swaps public immutable router;
    address public immutable feeRecipient;
    uint256 public immutable feeBps;

    event FeeCollected(address indexed payer, address indexed token, uint256 amount);

    constructor(address uniswapRouter, address recipient, uint256 bps) {
        require(uniswapRouter != address(0) && recipient != address(0), "zero address");
        require(bps < 10_000, "fee too high");
        router = IUniswapV2Router02Swaps(uniswapRouter);
        feeRecipient = recipient;
        feeBps = bps;
    }

    /// @notice The fee taken from `amount`, rounded up so that no amount escapes it.
    function feeOf(uint256 amount) public view returns (uint256) {
        return (amount * feeBps + 9_999) / 10_000;
    }

    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory amounts)
    {
        uint256 fee = feeOf(msg.value);
        require(msg.value > fee, "amount below fee");
        (bool paid,) = feeRecipient.call{value: fee}("");
        require(paid, "fee transfer failed");
        emit FeeCollected(msg.sender, address(0), fee);
        return router.swapExactETHForTokens{value: msg.value - fee}(amountOutMin, path, to, deadline);
    }

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts) {
        uint256 rest = _takeTokens(path[0], amountIn);
        return router.swapExactTokensForTokens(rest, amountOutMin, path, to, deadline);
    }

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts) {
        uint256 rest = _takeTokens(path[0], amountIn);
        return router.swapExactTokensForETH(rest, amountOutMin, path, to, deadline);
    }

    /// @dev Pulls `amountIn` from the sender, pays the fee and lets Router02 spend the rest.
    function _takeTokens(address token, uint256 amountIn) private returns (uint256 rest) {
        uint256 fee = feeOf(amountIn);
        require(amountIn > fee, "amount below fee");
        require(IPorticoErc20(token).transferFrom(msg.sender, address(this), amountIn), "transferFrom failed");
        require(IPorticoErc20(token).transfer(feeRecipient, fee), "fee transfer failed");
        rest = amountIn - fee;
        require(IPorticoErc20(token).approve(address(router), rest), "approve failed");
        emit FeeCollected(msg.sender, token, fee);
    }
}
