import { PorticoError, type ErrorCauseParameters } from './PorticoError.ts'
export { NamespaceAdapterNotFoundError } from './namespaceAdapterNotFoundError.ts'

/**
 * §8: no adapter is registered for the active chain.
 *
 * @example
 * throw new AdapterNotFoundError() // 'Adapter not found'
 */
export class AdapterNotFoundError extends PorticoError {
  override name = 'AdapterNotFoundError'
  constructor() {
    super('Adapter not found', { code: 'ADAPTER_NOT_FOUND' })
  }
}

/**
 * §8: a chain adapter was needed and none is known.
 *
 * @example
 * throw new ChainAdapterNotFoundError() // 'Chain adapter not found'
 */
export class ChainAdapterNotFoundError extends PorticoError {
  override name = 'ChainAdapterNotFoundError'
  constructor() {
    super('Chain adapter not found', { code: 'CHAIN_ADAPTER_NOT_FOUND' })
  }
}

/**
 * §8: the connection store was used before its client was set.
 *
 * @example
 * throw new ConnectionClientNotFoundError() // 'No ConnectionController client found'
 */
export class ConnectionClientNotFoundError extends PorticoError {
  override name = 'ConnectionClientNotFoundError'
  constructor() {
    super('No ConnectionController client found', { code: 'CONNECTION_CLIENT_NOT_FOUND' })
  }
}

/**
 * §8: disconnecting failed.
 *
 * @example
 * throw new DisconnectFailedError({ cause }) // 'Failed to disconnect'
 */
export class DisconnectFailedError extends PorticoError {
  override name = 'DisconnectFailedError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Failed to disconnect', { code: 'DISCONNECT_FAILED', cause })
  }
}

/**
 * §5: `wallet_getCapabilities` needs an address parameter.
 *
 * @example
 * throw new MissingCapabilitiesAddressError() // 'Missing address parameter in wallet_getCapabilities request'
 */
export class MissingCapabilitiesAddressError extends PorticoError {
  override name = 'MissingCapabilitiesAddressError'
  constructor() {
    super('Missing address parameter in wallet_getCapabilities request', {
      code: 'MISSING_CAPABILITIES_ADDRESS',
    })
  }
}

/**
 * §8: the wallet session does not approve `wallet_getCallsStatus`.
 *
 * @example
 * throw new CallsStatusNotApprovedError() // 'Fetching call status not approved by the wallet.'
 */
export class CallsStatusNotApprovedError extends PorticoError {
  override name = 'CallsStatusNotApprovedError'
  constructor() {
    super('Fetching call status not approved by the wallet.', { code: 'CALLS_STATUS_NOT_APPROVED' })
  }
}

/**
 * §8: the WalletConnect provider was asked a request before a session existed.
 *
 * @example
 * throw new RequestBeforeConnectError() // 'Please call connect() before request()'
 */
export class RequestBeforeConnectError extends PorticoError {
  override name = 'RequestBeforeConnectError'
  constructor() {
    super('Please call connect() before request()', { code: 'REQUEST_BEFORE_CONNECT' })
  }
}

/**
 * §8: the WalletConnect sign client was used before it was initialised.
 *
 * @example
 * throw new SignClientNotInitializedError() // 'Sign Client not initialized'
 */
export class SignClientNotInitializedError extends PorticoError {
  override name = 'SignClientNotInitializedError'
  constructor() {
    super('Sign Client not initialized', { code: 'SIGN_CLIENT_NOT_INITIALIZED' })
  }
}

/**
 * §5/§8: a namespace must be configured (by connecting with it) before use.
 *
 * @example
 * new NamespaceNotConfiguredError({ namespace: 'solana' }).message
 * // 'Namespace solana is not configured. Please call connect() first with namespace config.'
 */
export class NamespaceNotConfiguredError extends PorticoError {
  override name = 'NamespaceNotConfiguredError'
  constructor({ namespace }: { namespace: string }) {
    super(`Namespace ${namespace} is not configured. Please call connect() first with namespace config.`, {
      code: 'NAMESPACE_NOT_CONFIGURED',
    })
  }
}
