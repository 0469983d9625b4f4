import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { EAGER_WALLET_IMAGE_COUNT, prefetchWalletList, preloadImages } from './prefetchWalletList.ts'

const id = (n: number) => n.toString(16).padStart(64, '0')
const wallets = Array.from({ length: 30 }, (_, index) => ({
  id: id(index + 1),
  name: `Wallet ${index + 1}`,
  image_id: id(index + 1),
  rdns: null,
  chains: ['eip155:1'],
  homepage: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  badge_type: 'none',
}))

/** A stand-in for the DOM's Image that records each picture asked for; `settle` answers it. */
class RecordedImage {
  static created: RecordedImage[] = []
  decoding = ''
  src = ''
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor() {
    RecordedImage.created.push(this)
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  RecordedImage.created = []
})

describe('prefetchWalletList (issue 19)', () => {
  it('loads the Connect view’s wallets and preloads their first 20 pictures, once', async () => {
    vi.stubGlobal('Image', RecordedImage)
    const requests: string[] = []
    const featuredWalletIds = wallets.slice(0, 18).map((wallet) => wallet.id)
    const context = createTestContext({ featuredWalletIds }, async (input) => {
      const url = new URL(String(input))
      requests.push(url.pathname)
      const featured = url.searchParams.get('include') !== null
      return Response.json(
        featured ? { data: wallets.slice(0, 18), count: 18 } : { data: wallets.slice(18, 22), count: 12 },
      )
    })
    const prefetched = prefetchWalletList(context)
    await vi.waitFor(() => expect(RecordedImage.created).toHaveLength(EAGER_WALLET_IMAGE_COUNT))
    for (const image of RecordedImage.created) image.onload?.()
    await prefetched
    expect(requests).toEqual(['/getWallets', '/getWallets'])
    expect(RecordedImage.created.map((image) => image.src)).toEqual(
      wallets
        .slice(0, 20)
        .map((wallet) => `http://127.0.0.1:8787/getWalletImage/${wallet.image_id}?projectId=test`),
    )
    // Loaded, and every picture asked for: the modal's open asks nothing more.
    await prefetchWalletList(context)
    expect(requests).toHaveLength(2)
    expect(RecordedImage.created).toHaveLength(20)
  })

  it('asks for nothing when the app shows no WalletConnect wallets', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>()
    await prefetchWalletList(createTestContext({ enableWalletConnect: false }, fetch))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('stops waiting for pictures after §9’s 2 s, and asks again for one that failed', async () => {
    vi.stubGlobal('Image', RecordedImage)
    vi.useFakeTimers()
    const loaded = preloadImages(['http://api.test/a.png', 'http://api.test/b.png'])
    RecordedImage.created[0]?.onerror?.()
    await vi.advanceTimersByTimeAsync(2_000)
    await loaded
    void preloadImages(['http://api.test/a.png', 'http://api.test/b.png'])
    expect(RecordedImage.created.map((image) => image.src)).toEqual([
      'http://api.test/a.png',
      'http://api.test/b.png',
      'http://api.test/a.png',
    ])
  })
})
