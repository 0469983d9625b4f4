// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice What a contract must answer to receive tokens through safeTransferFrom (ERC-721).
interface IPalsReceiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title PorticoPals
/// @notice A small ERC-721 collection for the Portico devnet; each token keeps the metadata URI it was
///         minted with.
contract PorticoPals {
    string public constant name = "Portico Pals";
    string public constant symbol = "PALS";
    address public immutable minter;
    uint256 public totalSupply;

    mapping(uint256 => address) private owners;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) private approvals;
    mapping(address => mapping(address => bool)) private operators;
    mapping(uint256 => string) private uris;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor() {
        minter = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, ERC-721 and ERC-721 Metadata.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "PorticoPals: zero address has no balance");
        return balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = owners[tokenId];
        require(owner != address(0), "PorticoPals: no such token");
        return owner;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return uris[tokenId];
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return approvals[tokenId];
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return operators[owner][operator];
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || operators[owner][msg.sender], "PorticoPals: not allowed to approve");
        approvals[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(owner == from, "PorticoPals: from is not the owner");
        require(to != address(0), "PorticoPals: transfer to the zero address");
        require(
            msg.sender == owner || approvals[tokenId] == msg.sender || operators[owner][msg.sender],
            "PorticoPals: not allowed to transfer"
        );
        delete approvals[tokenId];
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = IPalsReceiver(to).onERC721Received(msg.sender, from, tokenId, data);
            bool accepted = answer == IPalsReceiver.onERC721Received.selector;
            require(accepted, "PorticoPals: receiver refused the token");
        }
    }

    /// @notice Mints `tokenId` to `to` with its metadata URI; only the deployer mints.
    function mint(address to, uint256 tokenId, string calldata uri) external {
        require(msg.sender == minter, "PorticoPals: only the minter mints");
        require(to != address(0), "PorticoPals: mint to the zero address");
        require(owners[tokenId] == address(0), "PorticoPals: token already minted");
        owners[tokenId] = to;
        balances[to] += 1;
        totalSupply += 1;
        uris[tokenId] = uri;
        emit Transfer(address(0), to, tokenId);
    }
}
