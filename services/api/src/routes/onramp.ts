import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import { RequestValidationError } from '../http/zodValidation.ts'
import { OnrampPriceError } from '../onramp/checkedAssetPrice.ts'
import { fallbackOnrampOptions, mockedOnrampQuote } from '../onramp/fallbackOnramp.ts'
import type { OnrampProvider } from '../onramp/onrampProvider.ts'
import { OnrampRequestError } from '../onramp/sandboxOnrampProvider.ts'
import { ONRAMP_DISABLED, onrampCheckoutRoutes, type SandboxCheckout } from './onrampCheckout.ts'

const projectQuery = z.object({
  projectId: z.string({ error: 'projectId is required' }).min(1, 'projectId is required'),
  st: z.string().optional(),
  sv: z.string().optional(),
})
const fiatAmount = z
  .union([z.string(), z.number()], { error: 'must be an amount such as "100.00"' })
  .transform(String)
  .refine(
    (value) => /^\d{1,9}(\.\d{1,2})?$/.test(value) && Number(value) > 0,
    'must be a positive amount with at most 2 decimals',
  )
const quoteBody = z.object({
  purchaseCurrency: z.string({ error: 'is required' }).min(1, 'is required').max(20, 'is too long'),
  paymentCurrency: z
    .string({ error: 'is required' })
    .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter currency code'),
  amount: fiatAmount,
  network: z.string({ error: 'is required' }).min(1, 'is required').max(100, 'is too long'),
})
const urlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().refine((value) => isAddress(value, { strict: false }), 'must be an EVM address'),
        blockchains: z.array(z.string().max(100)).max(20).optional(),
        assets: z.array(z.string().max(20)).max(20).optional(),
      }),
      { error: 'must be a list of { address, blockchains?, assets? }' },
    )
    .min(1, 'needs at least one wallet'),
  defaultNetwork: z.string().max(100).optional(),
  partnerUserId: z.string().max(200).optional(),
  defaultExperience: z.literal('buy', { error: "must be 'buy'" }).optional(),
  // Portico: the provider picked from the options' `providers`; AppKit's clients send none.
  provider: z.string().max(64).optional(),
  presetCryptoAmount: z
    .union([z.string(), z.number()])
    .transform(String)
    .refine((v) => /^\d+(\.\d+)?$/.test(v) && Number(v) > 0, 'must be a positive amount')
    .optional(),
  presetFiatAmount: fiatAmount.optional(),
  paymentCurrency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter currency code')
    .optional(),
})
/** Options of {@link onrampRoutes}. */
export interface OnrampRoutesOptions {
  db: Database
  chains: readonly ApiChain[]
  /** The provider behind options, quotes and URLs; `undefined` when no on-ramp runs on this server. */
  provider: OnrampProvider | undefined
  /** The sandbox's checkout pages and treasury; `undefined` unless the sandbox is switched on. */
  sandbox: SandboxCheckout | undefined
}

const disabledBody = { statusCode: 503, error: 'Service Unavailable', message: ONRAMP_DISABLED }

function priceRefused(reply: FastifyReply, error: OnrampPriceError) {
  return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: error.message })
}

/**
 * The §7 on-ramp routes: options and quote from the provider with the built-in fallbacks when it fails, and the
 * URL generator, whose URL opens this service's sandbox checkout page (see {@link onrampCheckoutRoutes}). With
 * no provider (the sandbox switched off) options and quotes are §7's fallbacks and the URL generator refuses.
 * A price the sandbox will not give (its pool moved away from its average) is a 503 with our own words.
 *
 * @example
 * void app.register(onrampRoutes, { db, chains, provider, sandbox: { treasury, config: config.onramp } })
 */
export const onrampRoutes: FastifyPluginAsync<OnrampRoutesOptions> = async (
  app,
  { db, chains, provider, sandbox },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    },
  )

  // The providers listed beside §7's options (a Portico field): the one that runs here, or none.
  const providers = provider ? [provider.info] : []
  app.get('/v1/onramp/options', { schema: { querystring: projectQuery } }, async (request) => {
    if (!provider) return { providers, ...fallbackOnrampOptions() }
    try {
      return { providers, ...(await provider.getOptions()) }
    } catch (error) {
      request.log.warn({ err: error }, 'on-ramp provider failed; answering the built-in options')
      return { providers, ...fallbackOnrampOptions() }
    }
  })

  app.post<{ Body: z.output<typeof quoteBody> }>(
    '/v1/onramp/quote',
    { schema: { querystring: projectQuery, body: quoteBody } },
    async (request, reply) => {
      if (!provider) return mockedOnrampQuote(request.body)
      try {
        return await provider.getQuote(request.body)
      } catch (error) {
        if (error instanceof OnrampRequestError) throw new RequestValidationError(`body: ${error.message}`)
        if (error instanceof OnrampPriceError) return priceRefused(reply, error)
        request.log.warn({ err: error }, 'on-ramp provider failed; answering a mocked quote')
        return mockedOnrampQuote(request.body)
      }
    },
  )

  app.post<{ Body: z.output<typeof urlBody>; Querystring: z.output<typeof projectQuery> }>(
    '/v1/generators/onrampurl',
    { schema: { querystring: projectQuery, body: urlBody } },
    async (request, reply) => {
      const origin = app.publicUrl // never the Host header, which any client can forge
      if (!provider) return reply.code(503).send(disabledBody)
      const { provider: wanted, ...purchase } = request.body
      if (wanted !== undefined && wanted !== provider.name) {
        throw new RequestValidationError(`provider: ${wanted} is not an on-ramp provider of this server`)
      }
      try {
        return await provider.createPurchaseUrl({
          ...purchase,
          projectId: request.query.projectId,
          origin,
        })
      } catch (error) {
        if (error instanceof OnrampRequestError) {
          const message = error.message.startsWith('presetFiatAmount:')
            ? error.message
            : `destinationWallets: ${error.message}`
          throw new RequestValidationError(message)
        }
        if (error instanceof OnrampPriceError) return priceRefused(reply, error)
        request.log.error({ err: error }, 'on-ramp provider failed to create a purchase URL')
        return reply.code(502).send({
          statusCode: 502,
          error: 'Bad Gateway',
          message: 'The on-ramp provider is unavailable; try again later',
        })
      }
    },
  )

  void app.register(onrampCheckoutRoutes, { db, chains, sandbox })
}
