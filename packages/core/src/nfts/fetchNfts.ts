import { ActiveCaipAddressNotFoundError, InvalidResponseError } from '@portico/common'
import { getFromApi } from '../api/getFromApi.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { FetchNftsError } from './fetchNftsError.ts'
import { initialNftState, type AccountNft, type NftStore } from './nftStore.ts'

/** Options of {@link fetchNfts}. */
export interface FetchNftsParameters {
  /** Append the page after the stored cursor instead of starting over. */
  nextPage?: boolean
  /** NFTs per page (the API allows 1 to 100); default the API's 50. */
  limit?: number
}

/**
 * Loads the NFTs the connected account holds on the active network into `store`, a page at a time: the first
 * call starts over, later calls with `nextPage` append the page after the stored cursor. A change of account
 * or network starts over; an answer that arrives after such a change is dropped.
 *
 * @throws {ActiveCaipAddressNotFoundError} fetching NFTs needs an account address.
 * @throws {FetchNftsError} 'Failed to fetch NFTs' when the API fails (also kept in the store's `error`).
 *
 * @example
 * const store = createNftStore()
 * await fetchNfts(context, store)
 * await fetchNfts(context, store, { nextPage: true })
 */
export async function fetchNfts(
  context: CoreContext,
  store: NftStore,
  { nextPage = false, limit }: FetchNftsParameters = {},
): Promise<void> {
  const { account, chain } = context.stores
  const { address, caipAddress } = account.getState()
  if (!address || !caipAddress) throw new ActiveCaipAddressNotFoundError()
  const caipNetworkId = chain.getState().activeNetwork?.caipNetworkId
  const current = store.getState()
  const continuing =
    nextPage && current.caipAddress === caipAddress && current.caipNetworkId === caipNetworkId
  if (continuing && current.next === undefined) return // the last page is loaded
  if (!continuing) store.setState({ ...initialNftState, caipAddress, caipNetworkId })
  store.setState({ loading: true, error: undefined })
  const path = `/v1/account/${address}/nfts`
  const stillCurrent = () =>
    account.getState().caipAddress === caipAddress &&
    chain.getState().activeNetwork?.caipNetworkId === caipNetworkId
  try {
    const body = (await getFromApi(context, {
      path,
      query: {
        chainId: caipNetworkId,
        cursor: continuing ? current.next : undefined,
        limit: limit === undefined ? undefined : String(limit),
      },
    })) as { data?: unknown; next?: unknown }
    if (!Array.isArray(body?.data))
      throw new InvalidResponseError({ url: path, details: 'data: expected a list' })
    if (!stillCurrent()) return
    const page = body.data as AccountNft[]
    const nfts = continuing ? [...store.getState().nfts, ...page] : page
    store.setState({
      nfts,
      next: typeof body.next === 'string' && body.next !== '' ? body.next : undefined,
      empty: nfts.length === 0,
    })
  } catch (cause) {
    const error = new FetchNftsError({ cause })
    if (stillCurrent()) store.setState({ error })
    throw error
  } finally {
    if (stillCurrent()) store.setState({ loading: false })
  }
}
