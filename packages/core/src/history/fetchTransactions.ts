import { ActiveCaipAddressNotFoundError, FetchTransactionsError, InvalidResponseError } from '@portico/common'
import { getFromApi } from '../api/getFromApi.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { initialHistoryState, type HistoryTransaction } from './historyStore.ts'

/**
 * Loads the connected account's transactions on the active network (§2: only the connected chain), a page at a
 * time: the first call starts over, later calls with `nextPage` append the page after the stored cursor (§4).
 * An account change starts over. `empty` is set when the first page has nothing.
 *
 * @throws {ActiveCaipAddressNotFoundError} §5: fetching transactions needs an account address.
 * @throws {FetchTransactionsError} 'Failed to fetch transactions' when the API fails (also kept in `error`).
 *
 * @example
 * await fetchTransactions(context)
 * await fetchTransactions(context, { nextPage: true })
 */
export async function fetchTransactions(
  context: CoreContext,
  { nextPage = false }: { nextPage?: boolean } = {},
): Promise<void> {
  const { history, account, chain } = context.stores
  const { address, caipAddress } = account.getState()
  if (!address || !caipAddress) throw new ActiveCaipAddressNotFoundError()
  const network = chain.getState().activeNetwork
  const current = history.getState()
  const continuing = nextPage && current.caipAddress === caipAddress
  if (continuing && current.next === undefined) return // the last page is loaded
  if (!continuing) history.setState({ ...initialHistoryState, caipAddress })
  history.setState({ loading: true, error: undefined })
  const path = `/v1/account/${address}/history`
  try {
    const body = (await getFromApi(context, {
      path,
      query: {
        chainId: network?.caipNetworkId,
        cursor: continuing ? current.next : undefined,
      },
    })) as { data?: unknown; next?: unknown }
    if (!Array.isArray(body?.data))
      throw new InvalidResponseError({ url: path, details: 'data: expected a list' })
    if (account.getState().caipAddress !== caipAddress) return // the account changed meanwhile
    const page = body.data as HistoryTransaction[]
    const transactions = continuing ? [...history.getState().transactions, ...page] : page
    history.setState({
      transactions,
      next: typeof body.next === 'string' && body.next !== '' ? body.next : undefined,
      empty: transactions.length === 0,
    })
  } catch (cause) {
    const error = new FetchTransactionsError({ cause })
    history.setState({ error })
    throw error
  } finally {
    history.setState({ loading: false })
  }
}
