import { describe, expect, it } from 'vitest'
import * as common from './index.ts'

describe('@portico/common public API', () => {
  it('keeps the exports core and react already use', () => {
    for (const name of [
      'parseCaipAddress',
      'toCaipAddress',
      'toEip155NetworkId',
      'truncateAddress',
      'formatBalance',
      'formatTokenAmount',
      'isDecimalString',
      'PorticoError',
      'AppKitNotCreatedError',
      'InvalidOptionsError',
      'ProjectIdNotConfiguredError',
      'InvalidCaipAddressError',
      'ChainIdNotFoundError',
      'UserRejectedRequestError',
      'WalletRequestError',
      'HttpRequestError',
      'InvalidResponseError',
      'TokenBalanceUnavailableError',
      'TESTNET_BALANCE',
      'AVATAR_TINT_COUNT',
      'AVATAR_TINT_STEP',
    ]) {
      expect(common, name).toHaveProperty(name)
    }
  })

  it('exports every §3 network by its AppKit-style name', () => {
    const names = [
      'mainnet',
      'optimism',
      'arbitrum',
      'polygon',
      'celo',
      'aurora',
      'bsc',
      'bscTestnet',
      'avalanche',
      'zksync',
      'gnosis',
      'base',
      'baseSepolia',
      'sepolia',
      'solana',
      'solanaDevnet',
      'solanaTestnet',
      'bitcoin',
      'bitcoinTestnet',
    ] as const
    expect(names.map((name) => common[name])).toEqual([...common.knownNetworks])
  })
})
