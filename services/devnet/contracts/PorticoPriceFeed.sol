// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title PorticoPriceFeed
/// @notice A price feed for the Portico devnet with the read interface of a Chainlink-style aggregator
///         (AggregatorV3Interface: decimals, description, version, getRoundData, latestRoundData). Written
///         here; its owner sets each answer, and every answer opens a new round.
contract PorticoPriceFeed {
    struct Round {
        int256 answer;
        uint256 startedAt;
        uint256 updatedAt;
    }

    uint8 public immutable decimals;
    string public description;
    uint256 public constant version = 1;
    address public immutable owner;
    uint80 public latestRound;

    mapping(uint80 => Round) private rounds;

    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);
    event NewRound(uint256 indexed roundId, address indexed startedBy, uint256 startedAt);

    constructor(uint8 feedDecimals, string memory feedDescription, int256 initialAnswer) {
        decimals = feedDecimals;
        description = feedDescription;
        owner = msg.sender;
        _record(initialAnswer);
    }

    /// @notice Publishes a new answer as the next round; only the deployer may.
    function setAnswer(int256 answer) external {
        require(msg.sender == owner, "PorticoPriceFeed: only the owner sets answers");
        _record(answer);
    }

    function getRoundData(uint80 roundId)
        public
        view
        returns (uint80, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        Round memory round = rounds[roundId];
        // Chainlink's aggregators answer an unknown round with this revert reason too.
        require(round.updatedAt > 0, "No data present");
        return (roundId, round.answer, round.startedAt, round.updatedAt, roundId);
    }

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        return getRoundData(latestRound);
    }

    function _record(int256 answer) private {
        uint80 roundId = latestRound + 1;
        latestRound = roundId;
        rounds[roundId] = Round(answer, block.timestamp, block.timestamp);
        emit NewRound(roundId, msg.sender, block.timestamp);
        emit AnswerUpdated(answer, roundId, block.timestamp);
    }
}
