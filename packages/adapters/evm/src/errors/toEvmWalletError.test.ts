import {
  ChainDisconnectedError,
  DisconnectFailedError,
  MissingCapabilitiesAddressError,
  PorticoError,
  ProviderDisconnectedError,
  RequestBeforeConnectError,
  RpcUrlNotProvidedError,
  SwitchChainNotApprovedError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  WalletRequestError,
} from '@portico/common'
import { TransactionExecutionError, UserRejectedRequestError as ViemUserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { toEvmWalletError } from './toEvmWalletError.ts'

describe('toEvmWalletError', () => {
  it.each([
    [4001, UserRejectedRequestError, 'USER_REJECTED_REQUEST', 'User rejected the request'],
    [
      4100,
      UnauthorizedProviderError,
      'RPC_UNAUTHORIZED',
      'The requested method and/or account has not been authorized by the user',
    ],
    [
      4200,
      UnsupportedProviderMethodError,
      'RPC_UNSUPPORTED_METHOD',
      'The provider does not support the requested method',
    ],
    [4900, ProviderDisconnectedError, 'RPC_DISCONNECTED', 'The provider is disconnected from all chains'],
    [
      4901,
      ChainDisconnectedError,
      'RPC_CHAIN_DISCONNECTED',
      'The provider is not connected to the requested chain',
    ],
    [4902, UnrecognizedChainError, 'RPC_UNRECOGNIZED_CHAIN', 'Unrecognized chain ID'],
    [-32603, WalletRequestError, 'WALLET_REQUEST_FAILED', 'Wallet request eth_sendTransaction failed'],
  ])(
    '§8: EIP-1193 code %i becomes a named error that keeps the code',
    (rpcCode, ErrorClass, code, message) => {
      const cause = { code: rpcCode, message: 'from the wallet' }
      const error = toEvmWalletError('eth_sendTransaction', cause)
      expect(error).toBeInstanceOf(ErrorClass)
      expect(error).toMatchObject({ code, rpcCode, message })
      expect(error.cause).toBe(cause)
    },
  )

  it('keeps the failing method and the wallet message in details for the provider codes', () => {
    const error = toEvmWalletError('wallet_switchEthereumChain', { code: 4902, message: 'Unknown chain' })
    expect(error).toMatchObject({ details: 'wallet_switchEthereumChain: Unknown chain' })
    expect(toEvmWalletError('eth_accounts', { code: 4100 })).toMatchObject({ details: 'eth_accounts' })
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

describe('the §8 errors the adapter throws (from @portico/common) keep their exact messages', () => {
  it.each([
    [
      new SwitchChainNotApprovedError({ chainId: 31338 }),
      'SWITCH_CHAIN_NOT_APPROVED',
      'Failed to switch to chain eip155:31338. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.',
    ],
    [
      new MissingCapabilitiesAddressError(),
      'MISSING_CAPABILITIES_ADDRESS',
      'Missing address parameter in wallet_getCapabilities request',
    ],
    [new RequestBeforeConnectError(), 'REQUEST_BEFORE_CONNECT', 'Please call connect() before request()'],
    [new DisconnectFailedError(), 'DISCONNECT_FAILED', 'Failed to disconnect'],
    [
      new RpcUrlNotProvidedError({ chainId: 'eip155:1' }),
      'RPC_URL_NOT_PROVIDED',
      'No RPC url provided for chainId',
    ],
  ])('%s has its code and exact message', (error, code, message) => {
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({ code, message, shortMessage: message, name: error.constructor.name })
  })
})
