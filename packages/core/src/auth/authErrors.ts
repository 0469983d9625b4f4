import { PorticoError } from '@portico/common'

/**
 * §5: the email given to log in with (or to change to) is not an email address.
 *
 * @example
 * throw new InvalidEmailError() // 'Invalid email address'
 */
export class InvalidEmailError extends PorticoError {
  override name = 'InvalidEmailError'
  constructor() {
    super('Invalid email address', { code: 'INVALID_EMAIL' })
  }
}

/**
 * §6: the embedded wallet only supports some chains; the chain asked for is not one of them.
 *
 * @example
 * throw new EmbeddedChainUnsupportedError({ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' })
 */
export class EmbeddedChainUnsupportedError extends PorticoError {
  override name = 'EmbeddedChainUnsupportedError'
  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super('Unsupported chain', { code: 'EMBEDDED_CHAIN_UNSUPPORTED', details: caipNetworkId })
  }
}
