// In a module of its own (re-exported by ./adapter.ts): core throws it from code that loads with the page,
// and a bundler places whole modules, so its siblings stay out of the page's first load.
import { PorticoError } from './PorticoError.ts'

/**
 * §5/§8: adding or removing a network needs the adapter of its namespace.
 *
 * @example
 * new NamespaceAdapterNotFoundError({ namespace: 'solana' }).message // "Adapter for namespace solana doesn't exist"
 */
export class NamespaceAdapterNotFoundError extends PorticoError {
  override name = 'NamespaceAdapterNotFoundError'
  constructor({ namespace }: { namespace: string }) {
    super(`Adapter for namespace ${namespace} doesn't exist`, { code: 'NAMESPACE_ADAPTER_NOT_FOUND' })
  }
}
