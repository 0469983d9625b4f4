// @portico/common/rpc: the chain RPC transport, an entry of its own so the page's first load never carries it.
export {
  createRpcTransport,
  type CreateRpcTransportParameters,
  type RpcTransport,
  type RpcTransportValue,
} from './createRpcTransport.ts'
export { JsonRpcAnswerError } from './jsonRpcAnswerError.ts'
export { parseRetryAfter } from './parseRetryAfter.ts'
export { retryDelay, type RetryDelayParameters } from './retryDelay.ts'
