import type { AccountNft } from '@portico/core'
import { t } from '../../i18n/translate.ts'

/**
 * The name an NFT is shown under: its metadata's, else "Token #<id>" (a token whose metadata is unreadable).
 *
 * @example
 * nftName({ name: null, tokenId: '7', … }) // 'Token #7'
 */
export function nftName(nft: Pick<AccountNft, 'name' | 'tokenId'>): string {
  return nft.name ?? t('account.nfts.untitled', { tokenId: nft.tokenId })
}
