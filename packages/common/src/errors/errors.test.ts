import { describe, expect, it } from 'vitest'
import { InvalidDecimalStringError, TokenBalanceUnavailableError } from './balance.ts'
import { InvalidCaipAddressError } from './caip.ts'
import {
  ChainIdNotFoundError,
  ConnectionSupersededError,
  ConnectorNotFoundError,
  NoAccountsReturnedError,
  UserRejectedRequestError,
  WalletRequestError,
} from './connection.ts'
import { HttpRequestError, InvalidResponseError } from './http.ts'
import { AppKitNotCreatedError, InvalidOptionsError, ProjectIdNotConfiguredError } from './options.ts'
import { PorticoError } from './PorticoError.ts'

describe('error catalogue', () => {
  it.each([
    [
      new ProjectIdNotConfiguredError(),
      'ProjectIdNotConfiguredError',
      'PROJECT_ID_NOT_CONFIGURED',
      'Project ID Not Configured',
    ],
    [
      new InvalidOptionsError({ option: 'networks', problem: 'expected a non-empty array of networks' }),
      'InvalidOptionsError',
      'INVALID_OPTIONS',
      'Invalid option `networks`: expected a non-empty array of networks',
    ],
    [
      new AppKitNotCreatedError(),
      'AppKitNotCreatedError',
      'APPKIT_NOT_CREATED',
      'Call createAppKit() before using Portico hooks or elements',
    ],
    [
      new ConnectorNotFoundError({ connectorId: 'io.x' }),
      'ConnectorNotFoundError',
      'CONNECTOR_NOT_FOUND',
      'Connector io.x not found',
    ],
    [
      new UserRejectedRequestError(),
      'UserRejectedRequestError',
      'USER_REJECTED_REQUEST',
      'User rejected the request',
    ],
    [
      new WalletRequestError({ method: 'eth_chainId' }),
      'WalletRequestError',
      'WALLET_REQUEST_FAILED',
      'Wallet request eth_chainId failed',
    ],
    [
      new NoAccountsReturnedError(),
      'NoAccountsReturnedError',
      'NO_ACCOUNTS_RETURNED',
      'The wallet returned no account',
    ],
    [new ChainIdNotFoundError(), 'ChainIdNotFoundError', 'CHAIN_ID_NOT_FOUND', 'ChainId not found'],
    [
      new ConnectionSupersededError({ connectorId: 'io.x' }),
      'ConnectionSupersededError',
      'CONNECTION_SUPERSEDED',
      'Connection to io.x was replaced by a newer attempt',
    ],
    [
      new InvalidCaipAddressError({ caipAddress: 'x' }),
      'InvalidCaipAddressError',
      'INVALID_CAIP_ADDRESS',
      'Invalid CAIP Address',
    ],
    [
      new HttpRequestError({ status: 502, url: 'http://x' }),
      'HttpRequestError',
      'HTTP_REQUEST_FAILED',
      'HTTP status code: 502',
    ],
    [
      new InvalidResponseError({ url: 'http://x' }),
      'InvalidResponseError',
      'INVALID_RESPONSE',
      'Unexpected response from the Portico API',
    ],
    [
      new TokenBalanceUnavailableError(),
      'TokenBalanceUnavailableError',
      'TOKEN_BALANCE_UNAVAILABLE',
      'Token Balance Unavailable',
    ],
    [
      new InvalidDecimalStringError({ value: '1e5' }),
      'InvalidDecimalStringError',
      'INVALID_DECIMAL_STRING',
      'Invalid decimal amount "1e5"',
    ],
  ])('%s has its name, code and exact message', (error, name, code, message) => {
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.name).toBe(name)
    expect(error.code).toBe(code)
    expect(error.message).toBe(message)
    expect(error.shortMessage).toBe(message)
  })

  it('walks to the root cause or to the first match', () => {
    const root = Object.assign(new Error('execution reverted'), { code: -32000 })
    const middle = new WalletRequestError({ method: 'eth_call', rpcCode: -32000, cause: root })
    const top = new TokenBalanceUnavailableError({ cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((error) => error instanceof WalletRequestError)).toBe(middle)
    expect(top.walk((error) => error instanceof HttpRequestError)).toBeUndefined()
    expect(top.details).toBe('Wallet request eth_call failed')
    expect(new TokenBalanceUnavailableError().walk()).toBeInstanceOf(TokenBalanceUnavailableError)
  })
})
