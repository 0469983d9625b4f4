import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { parseUnits } from 'viem'
import { z } from 'zod'
import type { ApiChain } from '../config/apiChain.ts'
import type { Database } from '../db/database.ts'
import {
  CHECKOUT_CSP,
  renderCheckoutPage,
  renderMissingCheckoutPage,
  renderUnavailablePage,
} from '../onramp/checkoutPage.ts'
import { findCheckout, refuseCheckout, settleCheckout, type OnrampCheckout } from '../onramp/checkoutStore.ts'
import { CAP_MESSAGES, claimPayout, releasePayout } from '../onramp/claimPayout.ts'
import type { OnrampConfig } from '../onramp/onrampConfig.ts'
import { OnrampRequestError, findSandboxAsset, saleChains } from '../onramp/sandboxOnrampProvider.ts'
import { checkTestCard } from '../onramp/testCards.ts'
import { TreasuryFloorError, type Treasury } from '../onramp/treasury.ts'

/** What every on-ramp route says when the sandbox is switched off. */
export const ONRAMP_DISABLED = 'The on-ramp is not enabled on this server'

/** A checkout's failure as the buyer reads it: always our own words, never an upstream error's text. */
export const CHECKOUT_FAILURES = {
  expired: 'This price quote has expired; start a new purchase',
  notSold: 'This asset is no longer sold here',
  treasuryLow: 'The sandbox treasury is running low; try a smaller amount later',
  transfer: 'The transfer could not be sent',
} as const

/** The sandbox's checkout: its treasury and limits. */
export interface SandboxCheckout {
  treasury: Treasury
  config: OnrampConfig
}

const projectQuery = z.object({
  projectId: z.string({ error: 'projectId is required' }).min(1, 'projectId is required'),
})
const checkoutParams = z.object({ id: z.uuid({ error: 'must be a checkout id' }) })
const cardForm = z.object({
  number: z.string({ error: 'is required' }).max(40),
  expiry: z.string({ error: 'is required' }).max(10),
  cvc: z.string({ error: 'is required' }).max(6),
})

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', CHECKOUT_CSP)
    .send(body)
}

/** The base units of an asset worth `usd` at `priceUsd`, rounded up: what the treasury must keep. */
function floorUnits(usd: number, priceUsd: number, decimals: number): bigint {
  return parseUnits((usd / priceUsd).toFixed(decimals), decimals) + 1n
}

/**
 * The sandbox's checkout: the page (`GET`/`POST /onramp/checkout/{id}`) and its JSON status
 * (`GET /v1/onramp/checkout/{id}`). A payment pays out the amount fixed when the checkout was made, once, within
 * the daily caps, and never below the treasury's floor; all of them refuse while the sandbox is off.
 *
 * @example
 * void app.register(onrampCheckoutRoutes, { db, chains, sandbox: { treasury, config: config.onramp } })
 */
export const onrampCheckoutRoutes: FastifyPluginAsync<{
  db: Database
  chains: readonly ApiChain[]
  sandbox: SandboxCheckout | undefined
}> = async (app, { db, chains, sandbox }) => {
  app.get<{ Params: z.output<typeof checkoutParams>; Querystring: z.output<typeof projectQuery> }>(
    '/v1/onramp/checkout/:id',
    { schema: { params: checkoutParams, querystring: projectQuery } },
    async (request, reply) => {
      if (!sandbox) {
        return reply
          .code(503)
          .send({ statusCode: 503, error: 'Service Unavailable', message: ONRAMP_DISABLED })
      }
      const checkout = await findCheckout(db, request.params.id)
      if (!checkout || checkout.projectId !== request.query.projectId) {
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Checkout not found' })
      }
      const { id, status, assetSymbol, cryptoAmount, caipNetworkId, destination, txHash, failure } = checkout
      const expiresAt = checkout.expiresAt?.toISOString() ?? null
      return { id, status, assetSymbol, cryptoAmount, caipNetworkId, destination, txHash, failure, expiresAt }
    },
  )

  const networkName = (caipNetworkId: string) =>
    chains.find((chain) => chain.caipNetworkId === caipNetworkId)?.name
  const page = (checkout: OnrampCheckout, error?: string) =>
    renderCheckoutPage(checkout, {
      networkName: networkName(checkout.caipNetworkId),
      ...(error ? { error } : {}),
    })
  const load = async (params: unknown) => {
    const parsed = checkoutParams.safeParse(params)
    return parsed.success ? await findCheckout(db, parsed.data.id) : undefined
  }

  app.get<{ Params: { id: string } }>('/onramp/checkout/:id', async (request, reply) => {
    if (!sandbox) return html(reply, 503, renderUnavailablePage(ONRAMP_DISABLED))
    const checkout = await load(request.params)
    if (!checkout) return html(reply, 404, renderMissingCheckoutPage())
    return html(reply, 200, page(checkout))
  })

  app.post<{ Params: { id: string }; Body: unknown }>('/onramp/checkout/:id', async (request, reply) => {
    if (!sandbox) return html(reply, 503, renderUnavailablePage(ONRAMP_DISABLED))
    const { treasury, config } = sandbox
    const checkout = await load(request.params)
    if (!checkout) return html(reply, 404, renderMissingCheckoutPage())
    if (checkout.status !== 'pending') return html(reply, 409, page(checkout))
    if (!checkout.expiresAt || checkout.expiresAt <= new Date() || checkout.priceUsd === null) {
      return html(reply, 410, page(await refuseCheckout(db, checkout.id, CHECKOUT_FAILURES.expired)))
    }
    const card = cardForm.safeParse(request.body)
    const problem = card.success
      ? checkTestCard(card.data, new Date())
      : 'Fill in the card number, expiry and security code.'
    if (problem) return html(reply, 400, page(checkout, problem))

    let asset
    try {
      asset = findSandboxAsset(saleChains(chains, config), checkout.assetSymbol, checkout.caipNetworkId)
    } catch (error) {
      if (!(error instanceof OnrampRequestError)) throw error
      return html(reply, 410, page(await refuseCheckout(db, checkout.id, CHECKOUT_FAILURES.notSold)))
    }
    const claim = await claimPayout(db, { id: checkout.id, ip: request.ip, caps: config.dailyCaps })
    if (claim.kind === 'not-pending') {
      return html(reply, 409, page((await findCheckout(db, checkout.id)) ?? checkout))
    }
    if (claim.kind === 'over-cap') {
      return html(reply, 429, page(await refuseCheckout(db, checkout.id, CAP_MESSAGES[claim.scope])))
    }
    const paid = claim.checkout
    try {
      const txHash = await treasury.send({
        asset,
        to: paid.destination as `0x${string}`,
        amount: paid.cryptoAmount!,
        keep: floorUnits(config.treasuryFloorUsd, paid.priceUsd!, asset.decimals),
      })
      return html(reply, 200, page(await settleCheckout(db, paid.id, { txHash })))
    } catch (error) {
      if (error instanceof TreasuryFloorError) {
        request.log.warn({ err: error }, 'on-ramp payout refused at the treasury floor')
        await releasePayout(db, { checkout: paid, ip: request.ip, day: claim.day })
        return html(
          reply,
          503,
          page(await settleCheckout(db, paid.id, { failure: CHECKOUT_FAILURES.treasuryLow })),
        )
      }
      request.log.error({ err: error }, 'on-ramp treasury transfer failed')
      return html(
        reply,
        502,
        page(await settleCheckout(db, paid.id, { failure: CHECKOUT_FAILURES.transfer })),
      )
    }
  })
}
