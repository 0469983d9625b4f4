import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import { RequestValidationError } from '../http/zodValidation.ts'
import { CHECKOUT_CSP, renderCheckoutPage, renderMissingCheckoutPage } from '../onramp/checkoutPage.ts'
import {
  findCheckout,
  markCheckoutPaid,
  settleCheckout,
  type OnrampCheckout,
} from '../onramp/checkoutStore.ts'
import { fallbackOnrampOptions, mockedOnrampQuote } from '../onramp/fallbackOnramp.ts'
import type { OnrampProvider } from '../onramp/onrampProvider.ts'
import { OnrampRequestError, findSandboxAsset } from '../onramp/sandboxOnrampProvider.ts'
import { checkTestCard } from '../onramp/testCards.ts'
import type { Treasury } from '../onramp/treasury.ts'

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
const checkoutParams = z.object({ id: z.uuid({ error: 'must be a checkout id' }) })
const cardForm = z.object({
  number: z.string({ error: 'is required' }).max(40),
  expiry: z.string({ error: 'is required' }).max(10),
  cvc: z.string({ error: 'is required' }).max(6),
})

/** Options of {@link onrampRoutes}. */
export interface OnrampRoutesOptions {
  db: Database
  chains: readonly ApiChain[]
  provider: OnrampProvider
  treasury: Treasury
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', CHECKOUT_CSP)
    .send(body)
}

/**
 * The §7 on-ramp routes: options and quote from the provider with the built-in fallbacks when it fails, and the
 * URL generator, whose URL opens this service's sandbox checkout page. Paying there with a test card makes the
 * treasury really send the asset on the devnet; `GET /v1/onramp/checkout/{id}` reports the status as JSON.
 *
 * @example
 * void app.register(onrampRoutes, { db, chains, provider: createSandboxOnrampProvider({ chains, clients, db }), treasury })
 */
export const onrampRoutes: FastifyPluginAsync<OnrampRoutesOptions> = async (
  app,
  { db, chains, provider, treasury },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    },
  )

  app.get('/v1/onramp/options', { schema: { querystring: projectQuery } }, async (request) => {
    try {
      return await provider.getOptions()
    } catch (error) {
      request.log.warn({ err: error }, 'on-ramp provider failed; answering the built-in options')
      return fallbackOnrampOptions()
    }
  })

  app.post<{ Body: z.output<typeof quoteBody> }>(
    '/v1/onramp/quote',
    { schema: { querystring: projectQuery, body: quoteBody } },
    async (request) => {
      try {
        return await provider.getQuote(request.body)
      } catch (error) {
        if (error instanceof OnrampRequestError) throw new RequestValidationError(`body: ${error.message}`)
        request.log.warn({ err: error }, 'on-ramp provider failed; answering a mocked quote')
        return mockedOnrampQuote(request.body)
      }
    },
  )

  app.post<{ Body: z.output<typeof urlBody>; Querystring: z.output<typeof projectQuery> }>(
    '/v1/generators/onrampurl',
    { schema: { querystring: projectQuery, body: urlBody } },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`
      try {
        return await provider.createPurchaseUrl({
          ...request.body,
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
        request.log.error({ err: error }, 'on-ramp provider failed to create a purchase URL')
        return reply.code(502).send({
          statusCode: 502,
          error: 'Bad Gateway',
          message: 'The on-ramp provider is unavailable; try again later',
        })
      }
    },
  )

  app.get<{ Params: z.output<typeof checkoutParams>; Querystring: z.output<typeof projectQuery> }>(
    '/v1/onramp/checkout/:id',
    { schema: { params: checkoutParams, querystring: projectQuery } },
    async (request, reply) => {
      const checkout = await findCheckout(db, request.params.id)
      if (!checkout || checkout.projectId !== request.query.projectId) {
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Checkout not found' })
      }
      const { id, status, assetSymbol, cryptoAmount, caipNetworkId, destination, txHash, failure } = checkout
      return { id, status, assetSymbol, cryptoAmount, caipNetworkId, destination, txHash, failure }
    },
  )

  const networkName = (caipNetworkId: string) =>
    chains.find((chain) => chain.caipNetworkId === caipNetworkId)?.name
  const page = (checkout: OnrampCheckout, error?: string) =>
    renderCheckoutPage(checkout, {
      networkName: networkName(checkout.caipNetworkId),
      ...(error ? { error } : {}),
    })

  app.get<{ Params: { id: string } }>('/onramp/checkout/:id', async (request, reply) => {
    const parsed = checkoutParams.safeParse(request.params)
    const checkout = parsed.success ? await findCheckout(db, parsed.data.id) : undefined
    if (!checkout) return html(reply, 404, renderMissingCheckoutPage())
    return html(reply, 200, page(checkout))
  })

  app.post<{ Params: { id: string }; Body: unknown }>('/onramp/checkout/:id', async (request, reply) => {
    const parsed = checkoutParams.safeParse(request.params)
    const checkout = parsed.success ? await findCheckout(db, parsed.data.id) : undefined
    if (!checkout) return html(reply, 404, renderMissingCheckoutPage())
    if (checkout.status !== 'pending') {
      return html(reply, 409, page(checkout))
    }
    const card = cardForm.safeParse(request.body)
    const problem = card.success
      ? checkTestCard(card.data, new Date())
      : 'Fill in the card number, expiry and security code.'
    if (problem) return html(reply, 400, page(checkout, problem))

    const asset = findSandboxAsset(chains, checkout.assetSymbol, checkout.caipNetworkId)
    let cryptoAmount: string
    try {
      const quote = await provider.getQuote({
        purchaseCurrency: checkout.assetSymbol,
        paymentCurrency: checkout.fiatCurrency,
        amount: checkout.fiatAmount,
        network: checkout.caipNetworkId,
      })
      cryptoAmount = quote.purchaseAmount.value
    } catch (error) {
      request.log.error({ err: error }, 'on-ramp quote failed at checkout')
      return html(
        reply,
        503,
        page(checkout, 'Prices are unavailable right now; you were not charged. Try again in a moment.'),
      )
    }
    const paid = await markCheckoutPaid(db, checkout.id, cryptoAmount)
    if (!paid) return html(reply, 409, page((await findCheckout(db, checkout.id)) ?? checkout))
    try {
      const txHash = await treasury.send({
        asset,
        to: paid.destination as `0x${string}`,
        amount: cryptoAmount,
      })
      return html(reply, 200, page(await settleCheckout(db, paid.id, { txHash })))
    } catch (error) {
      request.log.error({ err: error }, 'on-ramp treasury transfer failed')
      const failure = error instanceof Error ? error.message.split('\n')[0]! : String(error)
      return html(reply, 502, page(await settleCheckout(db, paid.id, { failure })))
    }
  })
}
