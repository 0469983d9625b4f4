import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { useZodValidation } from '../http/zodValidation.ts'
import { projectAccess } from '../projects/projectAccess.ts'
import { createProject } from '../projects/projectStore.ts'
import type { ListedWallet } from '../wallets/createWalletRegistryCache.ts'
import { readWalletCatalogue } from '../wallets/readWalletCatalogue.ts'
import { renderWalletImage } from '../wallets/renderWalletImage.ts'
import { seedWallets } from '../wallets/seedWallets.ts'
import { walletIdFor } from '../wallets/walletId.ts'
import { buildApiServer } from '../server.ts'
import {
  IMAGE_CACHE_CONTROL,
  VERSIONED_IMAGE_CACHE_CONTROL,
  WALLET_LIST_CACHE_CONTROL,
  walletRegistryRoutes,
} from './walletRegistry.ts'

interface FindWalletsReturnType {
  data: ListedWallet[]
  count: number
}

const catalogue = readWalletCatalogue()
const idOf = (name: string) => walletIdFor(name)

describe.each(testDatabases)('wallet registry routes on $kind', ({ open }) => {
  let db: Database
  let app: FastifyInstance
  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'test', name: 'test', origins: ['http://localhost:5173'] })
    app = Fastify()
    useZodValidation(app)
    await app.register(projectAccess, { db })
    await app.register(walletRegistryRoutes, { db })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  const getWallets = async (query: string) => {
    const response = await app.inject(`/getWallets?projectId=test&st=appkit&sv=html-wagmi-1.0.0&${query}`)
    return {
      status: response.statusCode,
      body: response.json() as FindWalletsReturnType & { message?: string },
    }
  }
  const names = (body: FindWalletsReturnType) => body.data.map((w) => w.name)

  it('pages the full list 40 at a time in catalogue order, counting every wallet (§7)', async () => {
    const first = await getWallets('page=1&entries=40')
    expect(first.status).toBe(200)
    expect(first.body.count).toBe(catalogue.length)
    expect(names(first.body)).toEqual(catalogue.slice(0, 40).map((w) => w.name))
    expect(first.body.data[0]).toEqual({
      id: idOf('MetaMask'),
      name: 'MetaMask',
      image_id: idOf('MetaMask'),
      rdns: 'io.metamask',
      chains: catalogue[0]!.chains,
      homepage: 'https://metamask.io',
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: null,
      badge_type: 'certified',
      order: 1,
      image_version: (await renderWalletImage(idOf('MetaMask'), 'MetaMask')).version,
    })
    const lastPage = Math.ceil(catalogue.length / 40)
    const last = await getWallets(`page=${lastPage}&entries=40`)
    expect(last.body.data).toHaveLength(catalogue.length - (lastPage - 1) * 40)
    expect(last.body.count).toBe(catalogue.length)
    const beyond = await getWallets(`page=${lastPage + 1}&entries=40`)
    expect(beyond.body).toEqual({ data: [], count: catalogue.length })
  })

  it('answers featured wallets in the include order, with entries = the number of ids (§7)', async () => {
    const featured = ['Zerion', 'MetaMask', 'Safe']
    const { body } = await getWallets(`page=1&entries=3&include=${featured.map(idOf).join(',')}`)
    expect(names(body)).toEqual(featured)
    expect(body.count).toBe(3)
  })

  it('gives the first 4 for the recommended row, leaving out excluded ids', async () => {
    const { body } = await getWallets(`page=1&entries=4&exclude=${idOf('MetaMask')},${idOf('Rainbow')}`)
    expect(names(body)).toEqual(
      catalogue
        .filter((w) => w.name !== 'MetaMask' && w.name !== 'Rainbow')
        .slice(0, 4)
        .map((w) => w.name),
    )
    expect(body.count).toBe(catalogue.length - 2)
  })

  it('searches name and rdns without regard to case, 100 per page', async () => {
    expect(names((await getWallets('entries=100&search=mEtAmAsK')).body)).toEqual([
      'MetaMask',
      'MetaMask Institutional',
      'MetaMask Flask',
    ])
    expect(names((await getWallets('entries=100&search=ME.RAINBOW')).body)).toEqual(['Rainbow'])
    expect((await getWallets('entries=100&search=100%25_')).body).toEqual({ data: [], count: 0 })
  })

  it('filters by chains (any of them) and by badge', async () => {
    const solana = await getWallets('entries=100&chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp,xrpl:0')
    expect(solana.body.count).toBe(
      catalogue.filter((w) => w.chains.some((c) => c.startsWith('solana:') || c === 'xrpl:0')).length,
    )
    expect(names(solana.body)).toContain('Xaman')
    expect(names(solana.body)).not.toContain('MetaMask')

    const certified = await getWallets('entries=100&badge_type=certified')
    expect(certified.body.count).toBe(catalogue.filter((w) => w.badge_type === 'certified').length)
    expect(certified.body.data.every((w) => w.badge_type === 'certified')).toBe(true)
  })

  it('lets a chain no wallet lists (the devnet) match every wallet of its namespace', async () => {
    const { body } = await getWallets('entries=100&chains=eip155:31337')
    expect(body.count).toBe(catalogue.filter((w) => w.chains.some((c) => c.startsWith('eip155:'))).length)
    expect(names(body)).toContain('MetaMask')
    expect(names(body)).not.toContain('Solflare')
  })

  it.each([
    ['entries=0', 'entries: must be a whole number from 1 to 100'],
    ['entries=101', 'entries: must be a whole number from 1 to 100'],
    ['page=0', 'page: must be a whole number from 1 to 100000'],
    ['page=two', 'page: must be a whole number from 1 to 100000'],
    ['include=abc', 'include: must be comma-separated wallet ids (64 hexadecimal characters each)'],
    [
      'exclude=' + 'g'.repeat(64),
      'exclude: must be comma-separated wallet ids (64 hexadecimal characters each)',
    ],
    [
      'chains=ethereum',
      'chains: must be comma-separated CAIP-2 chain ids such as eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ],
    ['badge_type=gold', "badge_type: must be 'certified' or 'none'"],
    ['search=' + 'x'.repeat(101), 'search: must be at most 100 characters'],
  ])('answers %s with 400 and a clear message', async (query, message) => {
    const { status, body } = await getWallets(query)
    expect(status).toBe(400)
    expect(body.message).toBe(message)
  })

  it('needs a known project', async () => {
    expect((await app.inject('/getWallets')).json().message).toBe('projectId: projectId is required')
    const unknown = await app.inject('/getWallets?projectId=nope')
    expect(unknown.statusCode).toBe(403)
    expect(unknown.json().message).toBe('Invalid Project ID')
  })

  it('serves each wallet its logo (or generated initials where the icon package has none), and 404 for an unknown id', async () => {
    const image = await app.inject(`/getWalletImage/${idOf('Brave Wallet')}?projectId=test`)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(image.body).toContain('>BW</text>')
    expect((await app.inject(`/getWalletImage/${idOf('Brave Wallet')}?projectId=test`)).body).toBe(image.body)

    const logo = await app.inject(`/getWalletImage/${idOf('Trust Wallet')}?projectId=test`)
    expect(logo.statusCode).toBe(200)
    expect(logo.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(logo.body).toBe((await renderWalletImage(idOf('Trust Wallet'), 'Trust Wallet')).svg)
    expect(logo.body).not.toContain('</text>')

    const unknown = await app.inject(`/getWalletImage/${'0'.repeat(64)}?projectId=test`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(`No wallet has id '${'0'.repeat(64)}'`)
    const malformed = await app.inject('/getWalletImage/xyz?projectId=test')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe('id: must be a wallet id (64 hexadecimal characters)')
  })

  it('generates asset, currency and token images, and refuses malformed ids with 400', async () => {
    const currency = await app.inject('/public/getCurrencyImage/eur?projectId=test')
    expect(currency.statusCode).toBe(200)
    expect(currency.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(currency.body).toContain('>EUR</text>')
    expect((await app.inject('/public/getTokenImage/usdc')).body).toContain('>USDC</text>')
    expect((await app.inject('/public/getAssetImage/eip155-1')).statusCode).toBe(200)

    const badCurrency = await app.inject('/public/getCurrencyImage/EURO')
    expect(badCurrency.statusCode).toBe(400)
    expect(badCurrency.json().message).toBe('id: must be a three-letter currency code such as USD')
    expect((await app.inject(`/public/getTokenImage/${'T'.repeat(17)}`)).statusCode).toBe(400)
    expect((await app.inject('/public/getAssetImage/a%20b')).statusCode).toBe(400)
  })

  it('sends the list with a strong ETag and its lifetime, and answers 304 to a matching If-None-Match', async () => {
    const url = '/getWallets?projectId=test&st=appkit&sv=html-wagmi-1.0.0&page=1&entries=40'
    const first = await app.inject(url)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(first.headers['cache-control']).toBe(WALLET_LIST_CACHE_CONTROL)
    expect(WALLET_LIST_CACHE_CONTROL).toBe('public, max-age=3600, stale-while-revalidate=86400')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]{22}"$/)
    // The same query in another order, and again: the same answer and ETag.
    const again = await app.inject('/getWallets?entries=40&page=1&projectId=test')
    expect(again.headers.etag).toBe(etag)
    expect(again.body).toBe(first.body)

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const revalidated = await app.inject({ url, headers: { 'if-none-match': ifNoneMatch } })
      expect(revalidated.statusCode).toBe(304)
      expect(revalidated.body).toBe('')
      expect(revalidated.headers.etag).toBe(etag)
      expect(revalidated.headers['cache-control']).toBe(WALLET_LIST_CACHE_CONTROL)
    }
    const stale = await app.inject({ url, headers: { 'if-none-match': '"other"' } })
    expect(stale.statusCode).toBe(200)
    expect(stale.body).toBe(first.body)
    // Another page is another answer.
    const recommended = await app.inject('/getWallets?projectId=test&page=1&entries=4')
    expect(recommended.headers.etag).not.toBe(etag)
  })

  it('still refuses an unknown project or a bad query, even with a matching If-None-Match, and never marks a refusal cacheable', async () => {
    const etag = (await app.inject('/getWallets?projectId=test&page=1&entries=40')).headers.etag as string
    const unknown = await app.inject({
      url: '/getWallets?projectId=nope&page=1&entries=40',
      headers: { 'if-none-match': etag },
    })
    expect(unknown.statusCode).toBe(403)
    expect(unknown.json().message).toBe('Invalid Project ID')
    expect(unknown.headers['cache-control']).toBeUndefined()
    expect(unknown.headers.etag).toBeUndefined()
    const bad = await app.inject({
      url: '/getWallets?projectId=test&page=0&entries=40',
      headers: { 'if-none-match': etag },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.headers['cache-control']).toBeUndefined()
  })

  it('changes the ETag when a seed changes the registry, and restores it when the registry is restored', async () => {
    const fresh = Fastify()
    useZodValidation(fresh)
    await fresh.register(projectAccess, { db })
    await fresh.register(walletRegistryRoutes, { db, registryCheckMs: 0 })
    const url = '/getWallets?projectId=test&page=1&entries=40'
    try {
      const before = await fresh.inject(url)
      const changed = catalogue.map((w) =>
        w.name === 'MetaMask' ? { ...w, homepage: 'https://example.org' } : w,
      )
      await seedWallets(db, changed)
      const after = await fresh.inject({ url, headers: { 'if-none-match': before.headers.etag as string } })
      expect(after.statusCode).toBe(200)
      expect(after.headers.etag).not.toBe(before.headers.etag)
      expect((after.json() as FindWalletsReturnType).data[0]!.homepage).toBe('https://example.org')
      await seedWallets(db, catalogue)
      expect((await fresh.inject(url)).headers.etag).toBe(before.headers.etag)
    } finally {
      await seedWallets(db, catalogue)
      await fresh.close()
    }
  })

  it('serves a wallet image at its versioned URL as immutable, with its ETag, at one square size', async () => {
    const { body } = await getWallets('page=1&entries=40')
    for (const wallet of body.data.slice(0, 8)) {
      const url = `/getWalletImage/${wallet.image_id}?projectId=test&v=${wallet.image_version}`
      const image = await app.inject(url)
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
      expect(image.headers['cache-control']).toBe(VERSIONED_IMAGE_CACHE_CONTROL)
      expect(image.headers.etag).toBe(`"${wallet.image_version}"`)
      expect(image.body).toMatch(/^<svg width="100" height="100"[^>]* viewBox="0 0 (\d+) \1"/)
      const revalidated = await app.inject({
        url,
        headers: { 'if-none-match': image.headers.etag as string },
      })
      expect(revalidated.statusCode).toBe(304)
      expect(revalidated.body).toBe('')
      expect(revalidated.headers['cache-control']).toBe(VERSIONED_IMAGE_CACHE_CONTROL)
    }
    expect(VERSIONED_IMAGE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable')
    // Without the version, or with an old one, the bytes may change under the URL: a day, then revalidated.
    const metamask = body.data[0]!
    for (const query of ['', '&v=0000000000000000']) {
      const image = await app.inject(`/getWalletImage/${metamask.image_id}?projectId=test${query}`)
      expect(image.statusCode).toBe(200)
      expect(image.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL)
      expect(image.headers.etag).toBe(`"${metamask.image_version}"`)
    }
    const unknown = await app.inject(
      `/getWalletImage/${'0'.repeat(64)}?projectId=test&v=${metamask.image_version}`,
    )
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['cache-control']).toBeUndefined()
    const refused = await app.inject(
      `/getWalletImage/${metamask.image_id}?projectId=nope&v=${metamask.image_version}`,
    )
    expect(refused.statusCode).toBe(403)
    expect(refused.headers['cache-control']).toBeUndefined()
  })

  it('gives the generated public images an ETag and a day of caching', async () => {
    const currency = await app.inject('/public/getCurrencyImage/EUR')
    expect(currency.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL)
    expect(IMAGE_CACHE_CONTROL).toBe('public, max-age=86400')
    const etag = currency.headers.etag as string
    expect(etag).toMatch(/^"[\w-]{22}"$/)
    const revalidated = await app.inject({
      url: '/public/getCurrencyImage/EUR',
      headers: { 'if-none-match': etag },
    })
    expect(revalidated.statusCode).toBe(304)
    expect((await app.inject('/public/getTokenImage/USDC')).headers.etag).not.toBe(etag)
  })

  it('is served by buildApiServer, which seeds the registry when it starts', async () => {
    const server = buildApiServer({ chains: [] }, { db })
    try {
      const response = await server.inject('/getWallets?projectId=test&entries=4')
      expect(response.statusCode).toBe(200)
      expect(response.json().count).toBe(catalogue.length)
      // The answer depends on Origin (CORS, and projectAccess refuses other origins): caches must key on it.
      const url = '/getWallets?projectId=test&page=1&entries=40'
      const allowed = await server.inject({ url, headers: { origin: 'http://localhost:5173' } })
      expect(allowed.statusCode).toBe(200)
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173')
      expect(allowed.headers.vary).toMatch(/\bOrigin\b/i)
      const etag = allowed.headers.etag as string
      const revalidated = await server.inject({
        url,
        headers: { origin: 'http://localhost:5173', 'if-none-match': etag },
      })
      expect(revalidated.statusCode).toBe(304)
      expect(revalidated.headers.vary).toMatch(/\bOrigin\b/i)
      const refused = await server.inject({
        url,
        headers: { origin: 'https://elsewhere.example', 'if-none-match': etag },
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('origin not allowed')
      expect(refused.headers['cache-control']).toBeUndefined()
      expect((await server.inject('/getAnalyticsConfig?projectId=test')).json()).toEqual({
        isAnalyticsEnabled: true,
      })
    } finally {
      await server.close()
    }
  })
})
