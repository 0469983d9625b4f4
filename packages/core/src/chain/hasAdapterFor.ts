import type { ChainNamespace } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'

/**
 * Whether a namespace has an adapter. With `adapters` omitted, core's built-in EIP-6963 connection serves
 * eip155 only.
 *
 * @example
 * hasAdapterFor(context, 'solana') // false unless a solana adapter was given
 */
export function hasAdapterFor(context: CoreContext, namespace: ChainNamespace): boolean {
  const { adapters } = context.stores.options.getState()
  if (adapters === undefined) return namespace === 'eip155'
  return adapters.some((adapter) => adapter.namespace === namespace)
}
