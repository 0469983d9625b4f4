// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice What a contract must answer to receive tokens through the safe transfers (ERC-1155).
interface IItemsReceiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data)
        external
        returns (bytes4);

    function onERC1155BatchReceived(
        address operator,
        address from,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external returns (bytes4);
}

/// @title PorticoItems
/// @notice A small ERC-1155 collection for the Portico devnet; each id keeps the metadata URI it was first
///         minted with (a data: or ipfs: URI).
contract PorticoItems {
    string public constant name = "Portico Items";
    string public constant symbol = "ITEMS";
    address public immutable minter;

    mapping(uint256 => mapping(address => uint256)) private balances;
    mapping(address => mapping(address => bool)) private operators;
    mapping(uint256 => string) private uris;

    event TransferSingle(
        address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value
    );
    event TransferBatch(
        address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values
    );
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    constructor() {
        minter = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, ERC-1155 and ERC-1155 Metadata URI.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0xd9b67a26 || interfaceId == 0x0e89341c;
    }

    function uri(uint256 id) external view returns (string memory) {
        require(bytes(uris[id]).length > 0, "PorticoItems: no such item");
        return uris[id];
    }

    function balanceOf(address account, uint256 id) public view returns (uint256) {
        require(account != address(0), "PorticoItems: zero address has no balance");
        return balances[id][account];
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids)
        external
        view
        returns (uint256[] memory result)
    {
        require(accounts.length == ids.length, "PorticoItems: accounts and ids differ in length");
        result = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; i++) result[i] = balanceOf(accounts[i], ids[i]);
    }

    function setApprovalForAll(address operator, bool approved) external {
        require(operator != msg.sender, "PorticoItems: cannot approve yourself");
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address account, address operator) public view returns (bool) {
        return operators[account][operator];
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata data) external {
        _checkTransfer(from, to);
        _move(from, to, id, value);
        emit TransferSingle(msg.sender, from, to, id, value);
        if (to.code.length > 0) {
            bytes4 answer = IItemsReceiver(to).onERC1155Received(msg.sender, from, id, value, data);
            require(answer == IItemsReceiver.onERC1155Received.selector, "PorticoItems: receiver refused the items");
        }
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external {
        _checkTransfer(from, to);
        require(ids.length == values.length, "PorticoItems: ids and values differ in length");
        for (uint256 i = 0; i < ids.length; i++) _move(from, to, ids[i], values[i]);
        emit TransferBatch(msg.sender, from, to, ids, values);
        if (to.code.length > 0) {
            bytes4 answer = IItemsReceiver(to).onERC1155BatchReceived(msg.sender, from, ids, values, data);
            require(
                answer == IItemsReceiver.onERC1155BatchReceived.selector, "PorticoItems: receiver refused the items"
            );
        }
    }

    /// @notice Mints `value` of item `id` to `to`; the first mint of an id sets its URI. Only the deployer mints.
    function mint(address to, uint256 id, uint256 value, string calldata itemUri) external {
        require(msg.sender == minter, "PorticoItems: only the minter mints");
        require(to != address(0), "PorticoItems: mint to the zero address");
        if (bytes(uris[id]).length == 0) {
            require(bytes(itemUri).length > 0, "PorticoItems: a new item needs a URI");
            uris[id] = itemUri;
            emit URI(itemUri, id);
        }
        balances[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
    }

    function _checkTransfer(address from, address to) private view {
        require(to != address(0), "PorticoItems: transfer to the zero address");
        require(from == msg.sender || operators[from][msg.sender], "PorticoItems: not allowed to transfer");
    }

    function _move(address from, address to, uint256 id, uint256 value) private {
        require(balances[id][from] >= value, "PorticoItems: balance too low");
        balances[id][from] -= value;
        balances[id][to] += value;
    }
}
