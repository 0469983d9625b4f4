// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The smallest ERC-1271 account, for sign-in tests: it accepts a signature its owner's key made over the hash.
contract SiwxTestWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys SiwxTestWallets with CREATE2, so a wallet's address is known before it exists (ERC-6492).
contract SiwxTestWalletFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new SiwxTestWallet{salt: salt}(owner));
    }

    function addressOf(address owner, bytes32 salt) external view returns (address) {
        bytes32 code = keccak256(abi.encodePacked(type(SiwxTestWallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, code)))));
    }
}
