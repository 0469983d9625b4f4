// In a module of its own (re-exported by ./chain.ts): core throws it from code that loads with the page,
// and a bundler places whole modules, so its siblings stay out of the page's first load.
import { PorticoError } from './PorticoError.ts'

/**
 * §8: no configured network has this id.
 *
 * @example
 * new NetworkIdNotFoundError({ id: 'eip155:5' }).message // 'Network with ID eip155:5 not found'
 */
export class NetworkIdNotFoundError extends PorticoError {
  override name = 'NetworkIdNotFoundError'
  constructor({ id }: { id: number | string }) {
    super(`Network with ID ${id} not found`, { code: 'NETWORK_ID_NOT_FOUND' })
  }
}

/**
 * §5: the last network of a namespace cannot be removed.
 *
 * @example
 * throw new LastNetworkRemovalError() // 'Cannot remove last network for a namespace'
 */
export class LastNetworkRemovalError extends PorticoError {
  override name = 'LastNetworkRemovalError'
  constructor() {
    super('Cannot remove last network for a namespace', { code: 'LAST_NETWORK_REMOVAL' })
  }
}
