import { PorticoError } from './PorticoError.ts'

/**
 * §8 numeric codes: JSON-RPC 2.0 (-32700…-32603), EIP-1474 (-32000…-32006), EIP-1193 (4001…4901),
 * EIP-3326's unrecognized chain (4902), the default code 5000 and the positive invalid-chain-id code 32603.
 *
 * @example
 * rpcErrorCodes.userRejectedRequest // 4001
 */
export const rpcErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  invalidInput: -32000,
  resourceNotFound: -32001,
  resourceUnavailable: -32002,
  transactionRejected: -32003,
  methodNotSupported: -32004,
  limitExceeded: -32005,
  jsonRpcVersionNotSupported: -32006,
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  default: 5000,
  invalidChainId: 32603,
} as const

/**
 * Name of an entry of {@link rpcErrorCodes}.
 *
 * @example
 * const name: RpcErrorName | undefined = rpcErrorName(4001) // 'userRejectedRequest'
 */
export type RpcErrorName = keyof typeof rpcErrorCodes

/**
 * The name of a §8 numeric code, or `undefined` when the code is not in the table.
 *
 * @example
 * rpcErrorName(4902) // 'unrecognizedChain'
 */
export function rpcErrorName(code: number): RpcErrorName | undefined {
  return (Object.keys(rpcErrorCodes) as RpcErrorName[]).find((name) => rpcErrorCodes[name] === code)
}

// EIP-1193 provider codes: errors the wallet itself raised, so another transport would not help.
const PROVIDER_CODES: readonly number[] = [4001, 4100, 4200, 4900, 4901, 4902]

/**
 * §8: a fallback transport stops (does not try the next URL) on provider codes or on 5000.
 *
 * @example
 * shouldStopFallback(4001) // true
 * shouldStopFallback(-32603) // false
 */
export function shouldStopFallback(code: number): boolean {
  return PROVIDER_CODES.includes(code) || code === rpcErrorCodes.default
}

/**
 * Parameters of {@link RpcError} and its subclasses.
 *
 * @example
 * new InternalRpcError({ cause: nodeError, details: nodeError.message } satisfies RpcErrorParameters)
 */
export interface RpcErrorParameters {
  /** The error that led to this one (e.g. the provider's error object). */
  cause?: unknown
  /** The provider's own message, kept for logs. */
  details?: string | undefined
}

const RPC_MESSAGES: Record<RpcErrorName, string> = {
  parseError: 'Invalid JSON was received',
  invalidRequest: 'The JSON sent is not a valid request',
  methodNotFound: 'The method does not exist or is not available',
  invalidParams: 'Invalid method parameters',
  internalError: 'Internal JSON-RPC error',
  invalidInput: 'Missing or invalid parameters',
  resourceNotFound: 'Requested resource not found',
  resourceUnavailable: 'Requested resource not available',
  transactionRejected: 'Transaction creation failed',
  methodNotSupported: 'Method is not implemented',
  limitExceeded: 'Request exceeds defined limit',
  jsonRpcVersionNotSupported: 'Version of JSON-RPC protocol is not supported',
  userRejectedRequest: 'User rejected the request',
  unauthorized: 'The requested method and/or account has not been authorized by the user',
  unsupportedMethod: 'The provider does not support the requested method',
  disconnected: 'The provider is disconnected from all chains',
  chainDisconnected: 'The provider is not connected to the requested chain',
  unrecognizedChain: 'Unrecognized chain ID',
  default: 'Unknown RPC error',
  invalidChainId: 'Invalid chain ID',
}

/**
 * A JSON-RPC or provider error with one of the §8 numeric codes (`rpcCode`); `code` is its stable name.
 *
 * @example
 * const error = new RpcError({ rpcCode: 4902 })
 * error.message // 'Unrecognized chain ID'; error.code // 'RPC_UNRECOGNIZED_CHAIN'
 */
export class RpcError extends PorticoError {
  override name = 'RpcError'
  /** The numeric JSON-RPC / EIP-1193 code. */
  readonly rpcCode: number
  constructor({ rpcCode, cause, details }: RpcErrorParameters & { rpcCode: number }) {
    const name = rpcErrorName(rpcCode) ?? 'default'
    const code = `RPC_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`
    super(RPC_MESSAGES[name], { code, cause, details })
    this.rpcCode = rpcCode
  }
}

/**
 * JSON-RPC -32700: the server could not parse the request.
 *
 * @example
 * throw new ParseRpcError() // 'Invalid JSON was received'
 */
export class ParseRpcError extends RpcError {
  override name = 'ParseRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.parseError, ...parameters })
  }
}

/**
 * JSON-RPC -32600: the request object is not valid.
 *
 * @example
 * throw new InvalidRequestRpcError() // 'The JSON sent is not a valid request'
 */
export class InvalidRequestRpcError extends RpcError {
  override name = 'InvalidRequestRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.invalidRequest, ...parameters })
  }
}

/**
 * JSON-RPC -32601: the method does not exist.
 *
 * @example
 * throw new MethodNotFoundRpcError() // 'The method does not exist or is not available'
 */
export class MethodNotFoundRpcError extends RpcError {
  override name = 'MethodNotFoundRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.methodNotFound, ...parameters })
  }
}

/**
 * JSON-RPC -32602: the parameters are invalid.
 *
 * @example
 * throw new InvalidParamsRpcError() // 'Invalid method parameters'
 */
export class InvalidParamsRpcError extends RpcError {
  override name = 'InvalidParamsRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.invalidParams, ...parameters })
  }
}

/**
 * JSON-RPC -32603: internal error.
 *
 * @example
 * throw new InternalRpcError() // 'Internal JSON-RPC error'
 */
export class InternalRpcError extends RpcError {
  override name = 'InternalRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.internalError, ...parameters })
  }
}

/**
 * EIP-1474 -32000: missing or invalid parameters (also reverts on many nodes).
 *
 * @example
 * throw new InvalidInputRpcError() // 'Missing or invalid parameters'
 */
export class InvalidInputRpcError extends RpcError {
  override name = 'InvalidInputRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.invalidInput, ...parameters })
  }
}

/**
 * EIP-1474 -32001: the resource was not found.
 *
 * @example
 * throw new ResourceNotFoundRpcError() // 'Requested resource not found'
 */
export class ResourceNotFoundRpcError extends RpcError {
  override name = 'ResourceNotFoundRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.resourceNotFound, ...parameters })
  }
}

/**
 * EIP-1474 -32002: the resource is not available.
 *
 * @example
 * throw new ResourceUnavailableRpcError() // 'Requested resource not available'
 */
export class ResourceUnavailableRpcError extends RpcError {
  override name = 'ResourceUnavailableRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.resourceUnavailable, ...parameters })
  }
}

/**
 * EIP-1474 -32003: the transaction was rejected.
 *
 * @example
 * throw new TransactionRejectedRpcError() // 'Transaction creation failed'
 */
export class TransactionRejectedRpcError extends RpcError {
  override name = 'TransactionRejectedRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.transactionRejected, ...parameters })
  }
}

/**
 * EIP-1474 -32004: the method is not implemented.
 *
 * @example
 * throw new MethodNotSupportedRpcError() // 'Method is not implemented'
 */
export class MethodNotSupportedRpcError extends RpcError {
  override name = 'MethodNotSupportedRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.methodNotSupported, ...parameters })
  }
}

/**
 * EIP-1474 -32005: a limit was exceeded.
 *
 * @example
 * throw new LimitExceededRpcError() // 'Request exceeds defined limit'
 */
export class LimitExceededRpcError extends RpcError {
  override name = 'LimitExceededRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.limitExceeded, ...parameters })
  }
}

/**
 * EIP-1474 -32006: the JSON-RPC version is not supported.
 *
 * @example
 * throw new JsonRpcVersionUnsupportedError() // 'Version of JSON-RPC protocol is not supported'
 */
export class JsonRpcVersionUnsupportedError extends RpcError {
  override name = 'JsonRpcVersionUnsupportedError'
  constructor(parameters: RpcErrorParameters = {}) {
    super({ rpcCode: rpcErrorCodes.jsonRpcVersionNotSupported, ...parameters })
  }
}
