import { PorticoError } from '@portico/common'

// Errors the spec (§8) names that `@portico/common` does not hold yet; they move there once it does.

/** §8 / §5: the wallet could not be moved to the chain (not approved, no switch method, or it refused). */
export class ChainSwitchError extends PorticoError {
  override name = 'ChainSwitchError'
  /** Chain asked for. */
  readonly chainId: number | string
  /** EIP-1193 code the wallet answered with, when it answered with one. */
  readonly rpcCode: number | undefined
  constructor({
    chainId,
    rpcCode,
    cause,
  }: {
    chainId: number | string
    rpcCode?: number | undefined
    cause?: unknown
  }) {
    super(
      `Failed to switch to chain eip155:${chainId}. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.`,
      { code: 'CHAIN_SWITCH_FAILED', cause },
    )
    this.chainId = chainId
    this.rpcCode = rpcCode
  }
}

/** §8 / §5: a capabilities request needs an address parameter. */
export class MissingCapabilitiesAddressError extends PorticoError {
  override name = 'MissingCapabilitiesAddressError'
  constructor() {
    super('Missing address parameter in wallet_getCapabilities request', {
      code: 'MISSING_CAPABILITIES_ADDRESS',
    })
  }
}

/** §8: a wallet request was made before any wallet was connected. */
export class ProviderNotConnectedError extends PorticoError {
  override name = 'ProviderNotConnectedError'
  constructor() {
    super('Please call connect() before request()', { code: 'PROVIDER_NOT_CONNECTED' })
  }
}

/** §8: the wallet refused to end the connection. */
export class DisconnectFailedError extends PorticoError {
  override name = 'DisconnectFailedError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Failed to disconnect', { code: 'DISCONNECT_FAILED', cause })
  }
}

/** §8: the network has no HTTP RPC URL to read from. */
export class RpcUrlNotFoundError extends PorticoError {
  override name = 'RpcUrlNotFoundError'
  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super('No RPC url provided for chainId', { code: 'RPC_URL_NOT_PROVIDED', details: caipNetworkId })
  }
}
