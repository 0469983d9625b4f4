/** What {@link nftSpamReason} looks at. */
export interface NftSpamFacts {
  /** The metadata's name (or the indexed one). */
  name: string | null
  description: string | null
  collectionName: string | null
  /** The indexer's flag, kept as is. */
  indexedSpam: boolean
}

// Words airdropped lures use to promise something for nothing.
const LURE =
  /\b(claim(?:able)?|airdrop(?:ped)?|voucher|rewards?|free\s*mint|giveaway|redeem|bonus|eligible|whitelist)\b/i
// A link or bare domain: real collections name their art, lures name the site where the wallet gets drained.
const LINK =
  /https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|io|xyz|org|net|app|site|online|top|vip|gift|fi|link|claims?|click|live|pro|example)\b/i
// "$5,000", "5000 USDT": a money amount in a name is a lure; art rarely has a price in its title.
const MONEY = /(?:\$\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:usdt|usdc|eth|pusd|usd)\b)/i

/**
 * Why an NFT looks like spam, or null. The rules (docs: services/api/src/nfts/README.md):
 * 1. the indexer flagged it;
 * 2. its name or collection name holds a link or a domain;
 * 3. its name or collection name holds a lure word (claim, airdrop, voucher, reward, free mint, giveaway,
 *    redeem, bonus, eligible, whitelist) or a money amount;
 * 4. its description holds a lure word and a link.
 *
 * @example
 * nftSpamReason({ name: 'Pal #2', description: 'Collects block hashes.', collectionName: 'Portico Pals', indexedSpam: false }) // null
 * nftSpamReason({ name: 'Claim 5000 USDT', description: null, collectionName: null, indexedSpam: false }) // 'name offers a reward'
 */
export function nftSpamReason({
  name,
  description,
  collectionName,
  indexedSpam,
}: NftSpamFacts): string | null {
  if (indexedSpam) return 'flagged by the indexer'
  const titles = [name ?? '', collectionName ?? ''].join('\n')
  if (LINK.test(titles)) return 'name holds a link'
  if (LURE.test(titles) || MONEY.test(titles)) return 'name offers a reward'
  if (LURE.test(description ?? '') && LINK.test(description ?? ''))
    return 'description sends to a site to claim'
  return null
}
