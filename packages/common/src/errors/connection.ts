import { PorticoError } from './PorticoError.ts'
export { UserRejectedRequestError } from './userRejectedRequestError.ts'

/**
 * No connector with this id is known (not announced, or gone).
 *
 * @example
 * throw new ConnectorNotFoundError({ connectorId: 'io.x' }) // 'Connector io.x not found'
 */
export class ConnectorNotFoundError extends PorticoError {
  override name = 'ConnectorNotFoundError'
  readonly connectorId: string
  constructor({ connectorId }: { connectorId: string }) {
    super(`Connector ${connectorId} not found`, { code: 'CONNECTOR_NOT_FOUND' })
    this.connectorId = connectorId
  }
}

/**
 * A wallet request failed for a reason other than the person declining it.
 *
 * @example
 * throw new WalletRequestError({ method: 'eth_chainId', rpcCode: -32603, cause })
 */
export class WalletRequestError extends PorticoError {
  override name = 'WalletRequestError'
  /** JSON-RPC method that failed. */
  readonly method: string
  /** EIP-1193 / JSON-RPC error code when the wallet gave one. */
  readonly rpcCode: number | undefined
  constructor({ method, rpcCode, cause }: { method: string; rpcCode?: number | undefined; cause?: unknown }) {
    super(`Wallet request ${method} failed`, { code: 'WALLET_REQUEST_FAILED', cause })
    this.method = method
    this.rpcCode = rpcCode
  }
}

/**
 * The wallet approved the connection but returned no account.
 *
 * @example
 * throw new NoAccountsReturnedError() // 'The wallet returned no account'
 */
export class NoAccountsReturnedError extends PorticoError {
  override name = 'NoAccountsReturnedError'
  constructor() {
    super('The wallet returned no account', { code: 'NO_ACCOUNTS_RETURNED' })
  }
}

/**
 * §8: the wallet's chain id could not be read or parsed.
 *
 * @example
 * throw new ChainIdNotFoundError({ received: '0xzz' }) // 'ChainId not found'
 */
export class ChainIdNotFoundError extends PorticoError {
  override name = 'ChainIdNotFoundError'
  constructor({ received }: { received?: unknown } = {}) {
    super('ChainId not found', {
      code: 'CHAIN_ID_NOT_FOUND',
      details: received === undefined ? undefined : `eth_chainId returned ${JSON.stringify(received)}`,
    })
  }
}

/**
 * A connect attempt was overtaken by a newer one before the wallet answered.
 *
 * @example
 * throw new ConnectionSupersededError({ connectorId: 'io.x' })
 */
export class ConnectionSupersededError extends PorticoError {
  override name = 'ConnectionSupersededError'
  constructor({ connectorId }: { connectorId: string }) {
    super(`Connection to ${connectorId} was replaced by a newer attempt`, { code: 'CONNECTION_SUPERSEDED' })
  }
}
