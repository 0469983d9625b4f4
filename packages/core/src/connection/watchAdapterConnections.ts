import type { CoreContext } from '../client/coreContext.ts'
import { toWalletError } from './toWalletError.ts'

/**
 * Listens, from the start, to every configured adapter's `connect` event (a connection its library made, e.g.
 * wagmi's `connect` or reconnect) and adopts it as core's connection. The adoption code loads when the first such
 * connection arrives, so the page's first load does not carry it.
 *
 * @returns A function that stops listening.
 *
 * @example
 * const stop = watchAdapterConnections(context)
 */
export function watchAdapterConnections(context: CoreContext): () => void {
  const adapters = context.stores.options.getState().adapters ?? []
  const stops = adapters.map((adapter) =>
    adapter.on('connect', (adopted) => {
      import('./adoptAdapterConnection.ts')
        .then(({ adoptAdapterConnection }) => adoptAdapterConnection(context, adopted))
        .catch((error: unknown) => {
          // Kept for the Connect view, as a failed connect is.
          context.stores.connection.setState({ error: toWalletError('eth_accounts', error) })
        })
    }),
  )
  return () => stops.forEach((stop) => stop())
}
