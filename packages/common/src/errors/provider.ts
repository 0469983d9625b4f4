import { UserRejectedRequestError } from './userRejectedRequestError.ts'
import type { PorticoError } from './PorticoError.ts'
import {
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  rpcErrorCodes,
  TransactionRejectedRpcError,
  type RpcErrorParameters,
} from './rpc.ts'

/**
 * EIP-1193 4100: the method or account is not authorized.
 *
 * @example
 * throw new UnauthorizedProviderError() // 'The requested method and/or account has not been authorized by the user'
 */
export class UnauthorizedProviderError extends RpcError {
  override name = 'UnauthorizedProviderError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.unauthorized, ...parameters })
  }
}

/**
 * EIP-1193 4200: the provider does not support the method.
 *
 * @example
 * throw new UnsupportedProviderMethodError() // 'The provider does not support the requested method'
 */
export class UnsupportedProviderMethodError extends RpcError {
  override name = 'UnsupportedProviderMethodError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.unsupportedMethod, ...parameters })
  }
}

/**
 * EIP-1193 4900: the provider is disconnected from all chains.
 *
 * @example
 * throw new ProviderDisconnectedError() // 'The provider is disconnected from all chains'
 */
export class ProviderDisconnectedError extends RpcError {
  override name = 'ProviderDisconnectedError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.disconnected, ...parameters })
  }
}

/**
 * EIP-1193 4901: the provider is not connected to the requested chain.
 *
 * @example
 * throw new ChainDisconnectedError() // 'The provider is not connected to the requested chain'
 */
export class ChainDisconnectedError extends RpcError {
  override name = 'ChainDisconnectedError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.chainDisconnected, ...parameters })
  }
}

/**
 * §8 4902: the wallet does not know the chain (add it with `wallet_addEthereumChain`).
 *
 * @example
 * throw new UnrecognizedChainError() // 'Unrecognized chain ID'
 */
export class UnrecognizedChainError extends RpcError {
  override name = 'UnrecognizedChainError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.unrecognizedChain, ...parameters })
  }
}

/**
 * §8 5000: the default code of an RPC error that carries none.
 *
 * @example
 * throw new UnknownRpcError() // 'Unknown RPC error'
 */
export class UnknownRpcError extends RpcError {
  override name = 'UnknownRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.default, ...parameters })
  }
}

/**
 * §8 32603: the chain id given to a switch or add request is not valid.
 *
 * @example
 * throw new InvalidChainIdError() // 'Invalid chain ID'
 */
export class InvalidChainIdError extends RpcError {
  override name = 'InvalidChainIdError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.invalidChainId, ...parameters })
  }
}

const RPC_ERROR_CLASSES: Record<number, new (parameters?: RpcErrorParameters) => PorticoError> = {
  [rpcErrorCodes.parseError]: ParseRpcError,
  [rpcErrorCodes.invalidRequest]: InvalidRequestRpcError,
  [rpcErrorCodes.methodNotFound]: MethodNotFoundRpcError,
  [rpcErrorCodes.invalidParams]: InvalidParamsRpcError,
  [rpcErrorCodes.internalError]: InternalRpcError,
  [rpcErrorCodes.invalidInput]: InvalidInputRpcError,
  [rpcErrorCodes.resourceNotFound]: ResourceNotFoundRpcError,
  [rpcErrorCodes.resourceUnavailable]: ResourceUnavailableRpcError,
  [rpcErrorCodes.transactionRejected]: TransactionRejectedRpcError,
  [rpcErrorCodes.methodNotSupported]: MethodNotSupportedRpcError,
  [rpcErrorCodes.limitExceeded]: LimitExceededRpcError,
  [rpcErrorCodes.jsonRpcVersionNotSupported]: JsonRpcVersionUnsupportedError,
  [rpcErrorCodes.userRejectedRequest]: UserRejectedRequestError,
  [rpcErrorCodes.unauthorized]: UnauthorizedProviderError,
  [rpcErrorCodes.unsupportedMethod]: UnsupportedProviderMethodError,
  [rpcErrorCodes.disconnected]: ProviderDisconnectedError,
  [rpcErrorCodes.chainDisconnected]: ChainDisconnectedError,
  [rpcErrorCodes.unrecognizedChain]: UnrecognizedChainError,
  [rpcErrorCodes.default]: UnknownRpcError,
  [rpcErrorCodes.invalidChainId]: InvalidChainIdError,
}

/**
 * The catalogue error for a numeric code from a wallet or node: its named class when the code is in
 * `rpcErrorCodes` (4001 gives `UserRejectedRequestError`), else an {@link UnknownRpcError} (5000).
 *
 * @example
 * rpcErrorFromCode(4902) // UnrecognizedChainError
 * rpcErrorFromCode(-1, { details: 'odd node' }) // UnknownRpcError
 */
export function rpcErrorFromCode(code: number, parameters: RpcErrorParameters = {}): PorticoError {
  const ErrorClass = Object.hasOwn(RPC_ERROR_CLASSES, code) ? RPC_ERROR_CLASSES[code] : undefined
  if (ErrorClass === undefined) {
    return new UnknownRpcError({ ...parameters, details: parameters.details ?? `code ${code}` })
  }
  return new ErrorClass(parameters)
}
