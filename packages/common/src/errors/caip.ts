import { PorticoError } from './PorticoError.ts'

/**
 * §5: a CAIP-10 account id without exactly 3 parts or with an unknown namespace.
 *
 * @example
 * throw new InvalidCaipAddressError({ caipAddress: 'eip155:1' }) // 'Invalid CAIP Address'
 */
export class InvalidCaipAddressError extends PorticoError {
  override name = 'InvalidCaipAddressError'
  constructor({ caipAddress }: { caipAddress: string }) {
    super('Invalid CAIP Address', {
      code: 'INVALID_CAIP_ADDRESS',
      details: `received ${JSON.stringify(caipAddress)}`,
    })
  }
}

/**
 * §5: a CAIP-10 account id whose address part is not an address of its namespace.
 *
 * @example
 * throw new InvalidCaip10AddressError({ caipAddress: 'eip155:1:0x12' }) // 'Invalid CAIP-10 address'
 */
export class InvalidCaip10AddressError extends PorticoError {
  override name = 'InvalidCaip10AddressError'
  constructor({ caipAddress, cause }: { caipAddress: string; cause?: unknown }) {
    super('Invalid CAIP-10 address', {
      code: 'INVALID_CAIP10_ADDRESS',
      cause,
      details: `received ${JSON.stringify(caipAddress)}`,
    })
  }
}

/**
 * §5: a CAIP-2 network id without exactly 2 parts (or with an unknown namespace or a malformed reference).
 *
 * @example
 * throw new InvalidCaipNetworkIdError({ caipNetworkId: 'eip155' }) // 'Invalid CAIP-2 network id'
 */
export class InvalidCaipNetworkIdError extends PorticoError {
  override name = 'InvalidCaipNetworkIdError'
  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super('Invalid CAIP-2 network id', {
      code: 'INVALID_CAIP2_NETWORK_ID',
      details: `received ${JSON.stringify(caipNetworkId)}`,
    })
  }
}

/**
 * An address that is not valid for the namespace it is given for (§5 address rules).
 *
 * @example
 * throw new InvalidAddressError({ namespace: 'solana', address: '0x12' }) // 'Invalid solana address'
 */
export class InvalidAddressError extends PorticoError {
  override name = 'InvalidAddressError'
  /** Namespace the address was checked against. */
  readonly namespace: string
  constructor({ namespace, address, reason }: { namespace: string; address: string; reason?: string }) {
    super(`Invalid ${namespace} address`, {
      code: 'INVALID_ADDRESS',
      details: `received ${JSON.stringify(address)}${reason ? `: ${reason}` : ''}`,
    })
    this.namespace = namespace
  }
}
