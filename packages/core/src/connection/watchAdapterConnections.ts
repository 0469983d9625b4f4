import { WalletRequestError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'

/**
 * Listens, from the start, to every configured adapter's `connect` event (a connection its library made, e.g.
 * wagmi's `connect` or reconnect) and adopts it as core's connection. The adoption code loads when the first such
 * connection arrives, and names a failure there too, so the page's first load carries neither (nor the error
 * classes `toWalletError` brings: the first-load budget, ADR 0013).
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
        .then(({ adoptReportedConnection }) => adoptReportedConnection(context, adopted))
        .catch((error: unknown) => {
          // The adoption code itself did not load: kept for the Connect view, as a failed connect is.
          context.stores.connection.setState({
            error: new WalletRequestError({ method: 'eth_accounts', cause: error }),
          })
        })
    }),
  )
  return () => stops.forEach((stop) => stop())
}
