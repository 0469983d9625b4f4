// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Multicall3
/// @notice Portico's own implementation of the Multicall3 interface, placed at the canonical address
///         0xcA11bde05977b3631167028862bE2a173976CA11 so that viem's multicall finds it on the devnet.
contract Multicall3 {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Call3Value {
        address target;
        bool allowFailure;
        uint256 value;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Raised when a call that may not fail fails; `reason` is the call's own revert data.
    error CallFailed(uint256 index, bytes reason);

    /// @notice Raised when aggregate3Value receives a msg.value other than the sum of the call values.
    error ValueMismatch(uint256 sent, uint256 needed);

    function aggregate(Call[] calldata calls)
        external
        payable
        returns (uint256 blockNumber, bytes[] memory returnData)
    {
        blockNumber = block.number;
        returnData = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (!success) revert CallFailed(i, data);
            returnData[i] = data;
        }
    }

    function tryAggregate(bool requireSuccess, Call[] calldata calls)
        public
        payable
        returns (Result[] memory returnData)
    {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (requireSuccess && !success) revert CallFailed(i, data);
            returnData[i] = Result(success, data);
        }
    }

    function tryBlockAndAggregate(bool requireSuccess, Call[] calldata calls)
        public
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        blockNumber = block.number;
        blockHash = blockhash(block.number);
        returnData = tryAggregate(requireSuccess, calls);
    }

    function blockAndAggregate(Call[] calldata calls)
        external
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        return tryBlockAndAggregate(true, calls);
    }

    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (!success && !calls[i].allowFailure) revert CallFailed(i, data);
            returnData[i] = Result(success, data);
        }
    }

    function aggregate3Value(Call3Value[] calldata calls)
        external
        payable
        returns (Result[] memory returnData)
    {
        returnData = new Result[](calls.length);
        uint256 needed = 0;
        for (uint256 i = 0; i < calls.length; i++) {
            Call3Value calldata item = calls[i];
            needed += item.value;
            (bool success, bytes memory data) = item.target.call{value: item.value}(item.callData);
            if (!success && !item.allowFailure) revert CallFailed(i, data);
            returnData[i] = Result(success, data);
        }
        // Checked once at the end: too little or too much value undoes every call.
        if (msg.value != needed) revert ValueMismatch(msg.value, needed);
    }

    function getBlockHash(uint256 blockNumber) external view returns (bytes32 blockHash) {
        return blockhash(blockNumber);
    }

    function getBlockNumber() external view returns (uint256 blockNumber) {
        return block.number;
    }

    function getCurrentBlockCoinbase() external view returns (address coinbase) {
        return block.coinbase;
    }

    function getCurrentBlockDifficulty() external view returns (uint256 difficulty) {
        // After the merge the DIFFICULTY opcode answers PREVRANDAO.
        return block.prevrandao;
    }

    function getCurrentBlockGasLimit() external view returns (uint256 gaslimit) {
        return block.gaslimit;
    }

    function getCurrentBlockTimestamp() external view returns (uint256 timestamp) {
        return block.timestamp;
    }

    function getEthBalance(address addr) external view returns (uint256 balance) {
        return addr.balance;
    }

    function getLastBlockHash() external view returns (bytes32 blockHash) {
        return blockhash(block.number - 1);
    }

    function getBasefee() external view returns (uint256 basefee) {
        return block.basefee;
    }

    function getChainId() external view returns (uint256 chainid) {
        return block.chainid;
    }
}
