// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The devnet's stand-in for Farcaster's IdRegistry: the same read interface (idCounter, idOf,
/// custodyOf, recoveryOf) and Register event, so Sign In With Farcaster verifies against it as against Optimism's.
/// Its owner registers fids directly (Farcaster's goes through the IdGateway and a storage rent payment).
contract PorticoIdRegistry {
    /// @notice An fid was registered to `to`.
    event Register(address indexed to, uint256 indexed id, address recovery);

    error Unauthorized();
    error HasId();

    address public immutable owner;
    uint256 public idCounter;
    mapping(address custody => uint256 fid) public idOf;
    mapping(uint256 fid => address custody) public custodyOf;
    mapping(uint256 fid => address recovery) public recoveryOf;

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice Registers the next fid to `to`, custody and recovery as Farcaster's IdRegistry keeps them.
    function register(address to, address recovery) external returns (uint256 fid) {
        if (msg.sender != owner) revert Unauthorized();
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        recoveryOf[fid] = recovery;
        emit Register(to, fid, recovery);
    }
}
