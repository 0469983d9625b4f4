import { PorticoError, UserRejectedRequestError, WalletRequestError } from '@portico/common'
import { TransactionExecutionError, UserRejectedRequestError as ViemUserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  ChainSwitchError,
  DisconnectFailedError,
  MissingCapabilitiesAddressError,
  ProviderNotConnectedError,
  RpcUrlNotFoundError,
} from './adapter.ts'
import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  UnauthorizedRequestError,
  UnrecognizedChainError,
  UnsupportedMethodError,
} from './provider.ts'
import { toEvmWalletError } from './toEvmWalletError.ts'

describe('toEvmWalletError', () => {
  it.each([
    [4001, UserRejectedRequestError, 'USER_REJECTED_REQUEST'],
    [4100, UnauthorizedRequestError, 'WALLET_UNAUTHORIZED'],
    [4200, UnsupportedMethodError, 'WALLET_UNSUPPORTED_METHOD'],
    [4900, ProviderDisconnectedError, 'WALLET_DISCONNECTED'],
    [4901, ChainDisconnectedError, 'WALLET_CHAIN_DISCONNECTED'],
    [4902, UnrecognizedChainError, 'WALLET_UNRECOGNIZED_CHAIN'],
    [-32603, WalletRequestError, 'WALLET_REQUEST_FAILED'],
  ])('§8: EIP-1193 code %i becomes a named error that keeps the code', (rpcCode, ErrorClass, code) => {
    const cause = { code: rpcCode, message: 'from the wallet' }
    const error = toEvmWalletError('eth_sendTransaction', cause)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toMatchObject({ code, rpcCode })
    expect(error.cause).toBe(cause)
  })

  it("finds the wallet's code under viem's wrappers", () => {
    const wrapped = new TransactionExecutionError(
      new ViemUserRejectedRequestError(Object.assign(new Error('User denied'), { code: 4001 })),
      { account: null },
    )
    expect(toEvmWalletError('eth_sendTransaction', wrapped)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('passes a PorticoError through and names an error without a code as a WalletRequestError', () => {
    const named = new DisconnectFailedError()
    expect(toEvmWalletError('x', named)).toBe(named)
    expect(toEvmWalletError('x', new Error('socket hang up'))).toMatchObject({
      rpcCode: undefined,
      method: 'x',
    })
  })
})

describe('errors the spec names (§8), kept here until @portico/common has them', () => {
  it.each([
    [
      new ChainSwitchError({ chainId: 31338 }),
      'CHAIN_SWITCH_FAILED',
      'Failed to switch to chain eip155:31338. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.',
    ],
    [
      new MissingCapabilitiesAddressError(),
      'MISSING_CAPABILITIES_ADDRESS',
      'Missing address parameter in wallet_getCapabilities request',
    ],
    [new ProviderNotConnectedError(), 'PROVIDER_NOT_CONNECTED', 'Please call connect() before request()'],
    [new DisconnectFailedError(), 'DISCONNECT_FAILED', 'Failed to disconnect'],
    [
      new RpcUrlNotFoundError({ caipNetworkId: 'eip155:1' }),
      'RPC_URL_NOT_PROVIDED',
      'No RPC url provided for chainId',
    ],
  ])('%s has its code and exact message', (error, code, message) => {
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({ code, message, shortMessage: message, name: error.constructor.name })
  })
})
