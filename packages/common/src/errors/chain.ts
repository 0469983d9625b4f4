import { PorticoError, type ErrorCauseParameters } from './PorticoError.ts'
export { NetworkIdNotFoundError, LastNetworkRemovalError } from './networkRemovalErrors.ts'

/**
 * §8 toast: the wallet refused to add a network.
 *
 * @example
 * throw new ChainNotSupportedError() // 'Chain is not supported'
 */
export class ChainNotSupportedError extends PorticoError {
  override name = 'ChainNotSupportedError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Chain is not supported', { code: 'CHAIN_NOT_SUPPORTED', cause })
  }
}

/**
 * §5/§8: the chain is not among the approved chains and the wallet cannot switch to it.
 *
 * @example
 * new SwitchChainNotApprovedError({ chainId: 5 }).message
 * // 'Failed to switch to chain eip155:5. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.'
 */
export class SwitchChainNotApprovedError extends PorticoError {
  override name = 'SwitchChainNotApprovedError'
  /** The requested EVM chain id. */
  readonly chainId: number | string
  constructor({ chainId, cause }: { chainId: number | string; cause?: unknown }) {
    super(
      `Failed to switch to chain eip155:${chainId}. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.`,
      { code: 'SWITCH_CHAIN_NOT_APPROVED', cause },
    )
    this.chainId = chainId
  }
}

/**
 * §8: a network was needed and none is known (§5: switching namespace needs a known network).
 *
 * @example
 * throw new NetworkNotFoundError() // 'Network not found'
 */
export class NetworkNotFoundError extends PorticoError {
  override name = 'NetworkNotFoundError'
  constructor() {
    super('Network not found', { code: 'NETWORK_NOT_FOUND' })
  }
}

/**
 * §8: an action on a chain the modal or service does not support.
 *
 * @example
 * throw new UnsupportedChainError() // 'Unsupported chain'
 */
export class UnsupportedChainError extends PorticoError {
  override name = 'UnsupportedChainError'
  constructor() {
    super('Unsupported chain', { code: 'UNSUPPORTED_CHAIN' })
  }
}

/**
 * §8 'Chain is required ...': the spec elides the rest, so the caller may say what the chain is needed for.
 *
 * @example
 * new ChainRequiredError().message // 'Chain is required'
 * new ChainRequiredError({ purpose: 'to send a transaction' }).message // 'Chain is required to send a transaction'
 */
export class ChainRequiredError extends PorticoError {
  override name = 'ChainRequiredError'
  constructor({ purpose }: { purpose?: string } = {}) {
    super(purpose ? `Chain is required ${purpose}` : 'Chain is required', { code: 'CHAIN_REQUIRED' })
  }
}

/**
 * §8: the network store was used before its client was set.
 *
 * @example
 * throw new NetworkClientNotSetError() // 'NetworkController client not set'
 */
export class NetworkClientNotSetError extends PorticoError {
  override name = 'NetworkClientNotSetError'
  constructor() {
    super('NetworkController client not set', { code: 'NETWORK_CLIENT_NOT_SET' })
  }
}

/**
 * §8: an action needs the active network and its client.
 *
 * @example
 * throw new ActiveCaipNetworkNotFoundError() // 'No ActiveCaipNetwork or client found'
 */
export class ActiveCaipNetworkNotFoundError extends PorticoError {
  override name = 'ActiveCaipNetworkNotFoundError'
  constructor() {
    super('No ActiveCaipNetwork or client found', { code: 'ACTIVE_CAIP_NETWORK_NOT_FOUND' })
  }
}

/**
 * §8: an action needs the active account.
 *
 * @example
 * throw new ActiveCaipAddressNotFoundError() // 'No ActiveCaipAddress found'
 */
export class ActiveCaipAddressNotFoundError extends PorticoError {
  override name = 'ActiveCaipAddressNotFoundError'
  constructor() {
    super('No ActiveCaipAddress found', { code: 'ACTIVE_CAIP_ADDRESS_NOT_FOUND' })
  }
}

/**
 * §8: no RPC URL is configured for the chain.
 *
 * @example
 * throw new RpcUrlNotProvidedError() // 'No RPC url provided for chainId'
 */
export class RpcUrlNotProvidedError extends PorticoError {
  override name = 'RpcUrlNotProvidedError'
  constructor({ chainId }: { chainId?: number | string } = {}) {
    super('No RPC url provided for chainId', {
      code: 'RPC_URL_NOT_PROVIDED',
      details: chainId === undefined ? undefined : `chainId ${chainId}`,
    })
  }
}

/**
 * §8: no JSON-RPC provider is known for the chain.
 *
 * @example
 * new JsonRpcProviderNotFoundError({ chain: 'eip155:1' }).message // 'JSON-RPC provider for eip155:1 not found'
 */
export class JsonRpcProviderNotFoundError extends PorticoError {
  override name = 'JsonRpcProviderNotFoundError'
  constructor({ chain }: { chain: number | string }) {
    super(`JSON-RPC provider for ${chain} not found`, { code: 'JSON_RPC_PROVIDER_NOT_FOUND' })
  }
}
