import { describe, expect, it } from 'vitest'
import { orderAllWallets } from './orderAllWallets.ts'
import type { WalletListing } from './walletsStore.ts'

const wallet = (name: string): WalletListing => ({
  id: name,
  name,
  image_id: name,
  rdns: null,
  chains: ['eip155:1'],
  homepage: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  badge_type: 'none',
})
const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map(wallet) as [
  WalletListing,
  WalletListing,
  WalletListing,
  WalletListing,
  WalletListing,
]

describe('orderAllWallets', () => {
  it('puts featured, then recommended, then the list, each wallet once', () => {
    const ordered = orderAllWallets({ featured: [d], recommended: [a, b], list: [a, b, c, d, e] })
    expect(ordered.map((w) => w.name)).toEqual(['d', 'a', 'b', 'c', 'e'])
  })

  it('is the list as it is when nothing is featured or recommended yet', () => {
    expect(orderAllWallets({ featured: [], recommended: [], list: [c, a] })).toEqual([c, a])
  })
})
