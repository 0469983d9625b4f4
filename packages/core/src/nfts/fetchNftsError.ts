import { PorticoError, type ErrorCauseParameters } from '@portico/common'

/**
 * The NFT list could not be fetched (the tab shows the error with Try again).
 *
 * @example
 * throw new FetchNftsError() // 'Failed to fetch NFTs'
 */
export class FetchNftsError extends PorticoError {
  override name = 'FetchNftsError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Failed to fetch NFTs', { code: 'FETCH_NFTS_FAILED', cause })
  }
}
