import { PorticoError } from '@portico/common'

// EIP-1193 provider errors (§8 numeric codes 4100, 4200, 4900, 4901, 4902) as named errors that keep the code.

/** Parameters shared by the wallet error classes of this file. */
export interface WalletErrorParameters {
  /** JSON-RPC method that failed. */
  method: string
  /** The wallet's error. */
  cause?: unknown
}

/** EIP-1193 4100: the wallet has not authorized the account or method. */
export class UnauthorizedRequestError extends PorticoError {
  override name = 'UnauthorizedRequestError'
  readonly rpcCode = 4100
  readonly method: string
  constructor({ method, cause }: WalletErrorParameters) {
    super(`The wallet has not authorized ${method}`, { code: 'WALLET_UNAUTHORIZED', cause })
    this.method = method
  }
}

/** EIP-1193 4200: the wallet does not support the method. */
export class UnsupportedMethodError extends PorticoError {
  override name = 'UnsupportedMethodError'
  readonly rpcCode = 4200
  readonly method: string
  constructor({ method, cause }: WalletErrorParameters) {
    super(`The wallet does not support ${method}`, { code: 'WALLET_UNSUPPORTED_METHOD', cause })
    this.method = method
  }
}

/** EIP-1193 4900: the wallet is disconnected from every chain. */
export class ProviderDisconnectedError extends PorticoError {
  override name = 'ProviderDisconnectedError'
  readonly rpcCode = 4900
  readonly method: string
  constructor({ method, cause }: WalletErrorParameters) {
    super('The wallet is disconnected', { code: 'WALLET_DISCONNECTED', cause })
    this.method = method
  }
}

/** EIP-1193 4901: the wallet is not connected to the requested chain. */
export class ChainDisconnectedError extends PorticoError {
  override name = 'ChainDisconnectedError'
  readonly rpcCode = 4901
  readonly method: string
  constructor({ method, cause }: WalletErrorParameters) {
    super('The wallet is not connected to the requested chain', { code: 'WALLET_CHAIN_DISCONNECTED', cause })
    this.method = method
  }
}

/** §8 4902: the wallet does not know the chain (it has to be added first). */
export class UnrecognizedChainError extends PorticoError {
  override name = 'UnrecognizedChainError'
  readonly rpcCode = 4902
  readonly method: string
  constructor({ method, cause }: WalletErrorParameters) {
    super('The wallet does not recognize the chain', { code: 'WALLET_UNRECOGNIZED_CHAIN', cause })
    this.method = method
  }
}
