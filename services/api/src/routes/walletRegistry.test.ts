import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { useZodValidation } from '../http/zodValidation.ts'
import { projectAccess } from '../projects/projectAccess.ts'
import { createProject } from '../projects/projectStore.ts'
import type { FindWalletsReturnType } from '../wallets/findWallets.ts'
import { readWalletCatalogue } from '../wallets/readWalletCatalogue.ts'
import { readWalletLogo } from '../wallets/readWalletLogo.ts'
import { walletIdFor } from '../wallets/walletId.ts'
import { buildApiServer } from '../server.ts'
import { walletRegistryRoutes } from './walletRegistry.ts'

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
    expect(logo.body).toBe(await readWalletLogo('Trust Wallet'))
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

  it('is served by buildApiServer, which seeds the registry when it starts', async () => {
    const server = buildApiServer({ chains: [] }, { db })
    try {
      const response = await server.inject('/getWallets?projectId=test&entries=4')
      expect(response.statusCode).toBe(200)
      expect(response.json().count).toBe(catalogue.length)
      expect((await server.inject('/getAnalyticsConfig?projectId=test')).json()).toEqual({
        isAnalyticsEnabled: true,
      })
    } finally {
      await server.close()
    }
  })
})
