import type { ChainNamespace } from '@portico/common'
import type { ChainAdapter } from '../adapters/ChainAdapter.ts'
import type { CoreContext } from '../client/coreContext.ts'

/**
 * The adapter the app configured for `namespace`, if any; without one, eip155 uses core's built-in EIP-1193
 * connection.
 *
 * @example
 * findAdapter(context, 'eip155')?.switchNetwork({ caipNetwork })
 */
export function findAdapter(context: CoreContext, namespace: ChainNamespace): ChainAdapter | undefined {
  return context.stores.options.getState().adapters?.find((adapter) => adapter.namespace === namespace)
}
