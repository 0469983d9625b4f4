// Airdropped lures name a reward and a place to claim it; real collections rarely say "claim" or link a site.
const LURE_WORDS = /\b(claim|airdrop|voucher|reward|rewards|free mint|giveaway|redeem)\b/i
const SITE = /\b[a-z0-9-]+\.(?:com|io|xyz|org|net|app|example|site|online|top|vip|gift|fi)\b|https?:\/\//i

/** Parameters of {@link isLikelySpamNft}: the token's metadata as read from the chain. */
export interface IsLikelySpamNftParameters {
  name: string
  description?: string | undefined
}

/**
 * Flags an NFT as likely spam when its metadata reads like an airdropped lure: it promises a reward ("claim",
 * "airdrop", "voucher"…) and points at a site, or its name alone does both. The history shows such tokens
 * with `flags.is_spam`, so wallets can hide them.
 *
 * @example
 * isLikelySpamNft({ name: 'FREE 10,000 PUSD VOUCHER', description: 'Claim it at rewards.example' }) // true
 * isLikelySpamNft({ name: 'Pal #2', description: 'Collects block hashes for fun.' }) // false
 */
export function isLikelySpamNft({ name, description = '' }: IsLikelySpamNftParameters): boolean {
  const text = `${name}\n${description}`
  return LURE_WORDS.test(text) && (SITE.test(text) || LURE_WORDS.test(name))
}
