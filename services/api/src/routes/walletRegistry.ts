import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { sendCacheable, strongEtagOf } from '../http/sendCacheable.ts'
import { createWalletRegistryCache } from '../wallets/createWalletRegistryCache.ts'
import { initialsOf } from '../wallets/initialsOf.ts'
import { CAIP2_PATTERN, readWalletCatalogue, type CatalogueWallet } from '../wallets/readWalletCatalogue.ts'
import { renderInitialsImage } from '../wallets/renderInitialsImage.ts'
import { seedWallets } from '../wallets/seedWallets.ts'

// ADR 0029. The registry changes only with a release's catalogue: a browser reuses a list for an hour without
// asking, then for a further day (§9: day 86400 s) shows its copy at once while revalidating it (a 304).
export const WALLET_LIST_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400'
// ADR 0029: an image URL carrying its content's version (?v=) never names other bytes, so it is kept a year.
export const VERSIONED_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
// Images asked for without (or with an old) version: a day (§9), then revalidated by ETag.
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400'

// An absent value and an empty one (`include=`) mean the same: no filter.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be a whole number from ${min} to ${max}`)
        .max(max, `must be a whole number from ${min} to ${max}`),
    )

const MAX_LISTED_IDS = 200
const walletIdList = z
  .string()
  .regex(
    /^[0-9a-fA-F]{64}(,[0-9a-fA-F]{64})*$/,
    'must be comma-separated wallet ids (64 hexadecimal characters each)',
  )
  .transform((value) => value.toLowerCase().split(','))
  .refine((ids) => ids.length <= MAX_LISTED_IDS, `must list at most ${MAX_LISTED_IDS} wallet ids`)

// §7: getWallets carries projectId, st, sv, page, entries, chains, include, exclude, search, badge_type.
const getWalletsQuery = z.object({
  projectId: z.string({ error: 'projectId is required' }).min(1, 'projectId is required'),
  st: z.string().optional(),
  sv: z.string().optional(),
  page: optional(wholeNumber(1, 100_000)).default(1),
  // §9: list pages hold 40 wallets, search pages 100; 100 is the most one page may ask for.
  entries: optional(wholeNumber(1, 100)).default(40),
  chains: optional(
    z
      .string()
      .max(2_000, 'must be at most 2000 characters')
      .transform((value) => value.split(','))
      .refine((ids) => ids.every((id) => CAIP2_PATTERN.test(id)), {
        message:
          'must be comma-separated CAIP-2 chain ids such as eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
  ),
  include: optional(walletIdList),
  exclude: optional(walletIdList),
  search: optional(z.string().trim().max(100, 'must be at most 100 characters')),
  badge_type: optional(z.enum(['certified', 'none'], { message: "must be 'certified' or 'none'" })),
})

const walletImageParams = z.object({
  id: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be a wallet id (64 hexadecimal characters)'),
})
const walletImageQuery = z.object({
  projectId: z.string({ error: 'projectId is required' }).min(1, 'projectId is required'),
  st: z.string().optional(),
  sv: z.string().optional(),
  // ADR 0029: the image_version a /getWallets answer gave; with the current one the answer is immutable.
  v: z.string().max(64, 'must be at most 64 characters').optional(),
})
// The /public/ images need no project; a projectId that is sent is still checked (projectAccess).
const publicImageQuery = walletImageQuery.omit({ v: true }).partial()
const assetImageParams = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be 1 to 64 letters, digits, ".", "_" or "-"'),
})
const currencyImageParams = z.object({
  id: z.string().regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code such as USD'),
})
const tokenImageParams = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9.+_-]{0,15}$/, 'must be a token symbol of 1 to 16 letters or digits'),
})

function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  { etag = strongEtagOf(svg), immutable = false }: { etag?: string; immutable?: boolean } = {},
) {
  reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  return sendCacheable(request, reply, {
    body: svg,
    etag,
    contentType: 'image/svg+xml; charset=utf-8',
    cacheControl: immutable ? VERSIONED_IMAGE_CACHE_CONTROL : IMAGE_CACHE_CONTROL,
  })
}

export interface WalletRegistryRoutesOptions {
  db: Database
  /** The wallets to serve; the catalogue file by default. Seeded into the database before the routes answer. */
  catalogue?: readonly CatalogueWallet[]
  /** How long kept answers are trusted before the registry's version is read again; default 30 s. */
  registryCheckMs?: number
}

/**
 * §7 "Wallet API": `GET /getWallets`, `GET /getWalletImage/{id}` (the wallet's logo, or its initials) and the
 * generated `/public/get…Image/{id}` images. The wallet table is brought up to date with the catalogue when the
 * plugin loads. Answers are computed once per registry version and sent with a strong ETag (304 on
 * If-None-Match) and the lifetimes of ADR 0029; projectAccess still checks every request first.
 */
export const walletRegistryRoutes: FastifyPluginAsync<WalletRegistryRoutesOptions> = async (
  app,
  { db, catalogue, registryCheckMs },
) => {
  await seedWallets(db, catalogue ?? readWalletCatalogue())
  const registry = createWalletRegistryCache({ db, checkEveryMs: registryCheckMs })

  app.get<{ Querystring: z.infer<typeof getWalletsQuery> }>(
    '/getWallets',
    { schema: { querystring: getWalletsQuery } },
    async (request, reply) => {
      const q = request.query
      const { body, etag } = await registry.page({
        page: q.page,
        entries: q.entries,
        include: q.include,
        exclude: q.exclude,
        search: q.search || undefined,
        chains: q.chains,
        badgeType: q.badge_type,
      })
      return sendCacheable(request, reply, {
        body,
        etag,
        contentType: 'application/json; charset=utf-8',
        cacheControl: WALLET_LIST_CACHE_CONTROL,
      })
    },
  )

  app.get<{ Params: z.infer<typeof walletImageParams>; Querystring: z.infer<typeof walletImageQuery> }>(
    '/getWalletImage/:id',
    { schema: { params: walletImageParams, querystring: walletImageQuery } },
    async (request, reply) => {
      const id = request.params.id.toLowerCase()
      // ADR 0021: the wallet's logo from @web3icons/core where it has one, else generated initials.
      const image = await registry.image(id)
      if (image === undefined) {
        return reply
          .code(404)
          .send({ statusCode: 404, error: 'Not Found', message: `No wallet has id '${id}'` })
      }
      return sendSvg(request, reply, image.svg, {
        etag: `"${image.version}"`,
        immutable: request.query.v === image.version,
      })
    },
  )

  app.get<{ Params: z.infer<typeof assetImageParams> }>(
    '/public/getAssetImage/:id',
    { schema: { params: assetImageParams, querystring: publicImageQuery } },
    async (request, reply) =>
      sendSvg(
        request,
        reply,
        renderInitialsImage({ seed: `asset:${request.params.id}`, label: initialsOf(request.params.id) }),
      ),
  )

  app.get<{ Params: z.infer<typeof currencyImageParams> }>(
    '/public/getCurrencyImage/:id',
    { schema: { params: currencyImageParams, querystring: publicImageQuery } },
    async (request, reply) => {
      const code = request.params.id.toUpperCase()
      return sendSvg(request, reply, renderInitialsImage({ seed: `currency:${code}`, label: code }))
    },
  )

  app.get<{ Params: z.infer<typeof tokenImageParams> }>(
    '/public/getTokenImage/:id',
    { schema: { params: tokenImageParams, querystring: publicImageQuery } },
    async (request, reply) => {
      const symbol = request.params.id.toUpperCase()
      return sendSvg(
        request,
        reply,
        renderInitialsImage({ seed: `token:${symbol}`, label: symbol.slice(0, 4) }),
      )
    },
  )
}
