import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { findWalletName } from '../wallets/findWalletName.ts'
import { findWallets, type FindWalletsReturnType } from '../wallets/findWallets.ts'
import { initialsOf } from '../wallets/initialsOf.ts'
import { CAIP2_PATTERN, readWalletCatalogue, type CatalogueWallet } from '../wallets/readWalletCatalogue.ts'
import { readWalletLogo } from '../wallets/readWalletLogo.ts'
import { renderInitialsImage } from '../wallets/renderInitialsImage.ts'
import { seedWallets } from '../wallets/seedWallets.ts'

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
})
// The /public/ images need no project; a projectId that is sent is still checked (projectAccess).
const publicImageQuery = walletImageQuery.partial()
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

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg)
}

export interface WalletRegistryRoutesOptions {
  db: Database
  /** The wallets to serve; the catalogue file by default. Seeded into the database before the routes answer. */
  catalogue?: readonly CatalogueWallet[]
}

/**
 * §7 "Wallet API": `GET /getWallets`, `GET /getWalletImage/{id}` (the wallet's logo, or its initials) and the
 * generated `/public/get…Image/{id}` images. The wallet table is brought up to date with the catalogue when the plugin loads.
 */
export const walletRegistryRoutes: FastifyPluginAsync<WalletRegistryRoutesOptions> = async (
  app,
  { db, catalogue },
) => {
  await seedWallets(db, catalogue ?? readWalletCatalogue())

  app.get<{ Querystring: z.infer<typeof getWalletsQuery> }>(
    '/getWallets',
    { schema: { querystring: getWalletsQuery } },
    async (request): Promise<FindWalletsReturnType> => {
      const q = request.query
      return findWallets(db, {
        page: q.page,
        entries: q.entries,
        include: q.include,
        exclude: q.exclude,
        search: q.search || undefined,
        chains: q.chains,
        badgeType: q.badge_type,
      })
    },
  )

  app.get<{ Params: z.infer<typeof walletImageParams> }>(
    '/getWalletImage/:id',
    { schema: { params: walletImageParams, querystring: walletImageQuery } },
    async (request, reply) => {
      const id = request.params.id.toLowerCase()
      const name = await findWalletName(db, id)
      if (name === undefined) {
        return reply
          .code(404)
          .send({ statusCode: 404, error: 'Not Found', message: `No wallet has id '${id}'` })
      }
      // ADR 0021: the wallet's logo from @web3icons/core where it has one, else generated initials.
      const logo = await readWalletLogo(name)
      return sendSvg(reply, logo ?? renderInitialsImage({ seed: id, label: initialsOf(name) }))
    },
  )

  app.get<{ Params: z.infer<typeof assetImageParams> }>(
    '/public/getAssetImage/:id',
    { schema: { params: assetImageParams, querystring: publicImageQuery } },
    async (request, reply) =>
      sendSvg(
        reply,
        renderInitialsImage({ seed: `asset:${request.params.id}`, label: initialsOf(request.params.id) }),
      ),
  )

  app.get<{ Params: z.infer<typeof currencyImageParams> }>(
    '/public/getCurrencyImage/:id',
    { schema: { params: currencyImageParams, querystring: publicImageQuery } },
    async (request, reply) => {
      const code = request.params.id.toUpperCase()
      return sendSvg(reply, renderInitialsImage({ seed: `currency:${code}`, label: code }))
    },
  )

  app.get<{ Params: z.infer<typeof tokenImageParams> }>(
    '/public/getTokenImage/:id',
    { schema: { params: tokenImageParams, querystring: publicImageQuery } },
    async (request, reply) => {
      const symbol = request.params.id.toUpperCase()
      return sendSvg(reply, renderInitialsImage({ seed: `token:${symbol}`, label: symbol.slice(0, 4) }))
    },
  )
}
