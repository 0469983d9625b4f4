// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice A small ERC-1155 for the indexer's tests: balances, the transfer events and inline metadata per id.
contract IndexerTestItems {
    string public constant name = "Indexer Test Items";
    mapping(uint256 => mapping(address => uint256)) public balanceOf;
    mapping(uint256 => string) private uris;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);
    event TransferBatch(
        address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values
    );

    function uri(uint256 id) external view returns (string memory) {
        return uris[id];
    }

    function mint(address to, uint256 id, uint256 amount, string calldata itemUri) external {
        uris[id] = itemUri;
        balanceOf[id][to] += amount;
        emit TransferSingle(msg.sender, address(0), to, id, amount);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes calldata) external {
        require(from == msg.sender, "IndexerTestItems: only the holder moves its items");
        balanceOf[id][from] -= amount;
        balanceOf[id][to] += amount;
        emit TransferSingle(msg.sender, from, to, id, amount);
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata amounts,
        bytes calldata
    ) external {
        require(from == msg.sender, "IndexerTestItems: only the holder moves its items");
        for (uint256 i = 0; i < ids.length; i++) {
            balanceOf[ids[i]][from] -= amounts[i];
            balanceOf[ids[i]][to] += amounts[i];
        }
        emit TransferBatch(msg.sender, from, to, ids, amounts);
    }
}

/// @notice Pays ETH out from inside a call, so the payouts are internal transfers only traces show.
contract IndexerTestSplitter {
    function split(address payable a, address payable b) external payable {
        a.transfer(msg.value / 2);
        b.transfer(msg.value - msg.value / 2);
    }

    /// @notice Pays `a` inside a call that then reverts: the payout is undone though the transaction succeeds.
    function payThenUndo(address payable a) external payable {
        try this.payAndRevert(a) {} catch {}
    }

    function payAndRevert(address payable a) external payable {
        a.transfer(address(this).balance);
        revert("undone");
    }
}
