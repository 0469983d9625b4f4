import { InvalidResponseError, SWAP_PROVIDER_FEE } from '@portico/common'
import type { Hex } from 'viem'
import { getFromApi } from '../api/getFromApi.ts'
import { postToApi } from '../api/postToApi.ts'
import type { CoreContext } from '../client/coreContext.ts'
import type { SwapQuoteAmounts } from './computeSwapSummary.ts'
import type { SwapToken, SwapTransactionData } from './swapStore.ts'

/** The CAIP-10 id the API uses for a network's native coin. */
export const nativeTokenId = (caipNetworkId: string) =>
  `${caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`

function fail(path: string, problem: string): never {
  throw new InvalidResponseError({ url: path, details: problem })
}

/** `GET /v1/convert/tokens`: what can be swapped on the network. */
export async function getSwapTokens(context: CoreContext, caipNetworkId: string): Promise<SwapToken[]> {
  const path = '/v1/convert/tokens'
  const body = (await getFromApi(context, { path, query: { chainId: caipNetworkId } })) as {
    tokens?: unknown
  }
  if (!Array.isArray(body?.tokens)) fail(path, 'tokens: expected a list')
  return body.tokens as SwapToken[]
}

/** `GET /v1/convert/gas-price`: the network's gas price in wei (the standard tier). */
export async function getSwapGasPrice(context: CoreContext, caipNetworkId: string): Promise<bigint> {
  const path = '/v1/convert/gas-price'
  const body = (await getFromApi(context, { path, query: { chainId: caipNetworkId } })) as {
    standard?: unknown
  }
  if (typeof body?.standard !== 'string' || !/^\d+$/.test(body.standard)) fail(path, 'standard: expected wei')
  return BigInt(body.standard)
}

/** §9: the provider fee in basis points, for an API answer that does not say what it set aside. */
const SPEC_PROVIDER_FEE_BPS = BigInt(Math.round(SWAP_PROVIDER_FEE * 10_000))

const baseUnits = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : undefined

/**
 * `GET /v1/convert/quotes`: what `amount` base units of `from` buy, from `quotes[0]` (§7): `toAmount`, and the
 * provider fee set aside from the amount (our API's `providerFee`; the §9 0.85 % rounded up when absent).
 * `undefined` when there is no usable quote.
 */
export async function getSwapQuote(
  context: CoreContext,
  query: { from: string; to: string; amount: bigint; userAddress: string },
): Promise<SwapQuoteAmounts | undefined> {
  const path = '/v1/convert/quotes'
  const body = (await getFromApi(context, {
    path,
    query: {
      from: query.from,
      to: query.to,
      amount: query.amount.toString(),
      userAddress: query.userAddress,
    },
  })) as { quotes?: { toAmount?: unknown; providerFee?: unknown }[] }
  const first = body?.quotes?.[0]
  const toAmount = baseUnits(first?.toAmount)
  if (toAmount === undefined) return undefined
  const providerFee =
    baseUnits(first?.providerFee) ?? (query.amount * SPEC_PROVIDER_FEE_BPS + 9_999n) / 10_000n
  return { fromAmount: query.amount, toAmount, providerFee }
}

/** `GET /v1/convert/allowance`: how much of `tokenAddress` the swap router may spend for the user. */
export async function getSwapAllowance(
  context: CoreContext,
  query: { tokenAddress: string; userAddress: string },
): Promise<bigint> {
  const path = '/v1/convert/allowance'
  const body = (await getFromApi(context, { path, query })) as { allowance?: unknown }
  if (typeof body?.allowance !== 'string' || !/^\d+$/.test(body.allowance))
    fail(path, 'allowance: expected digits')
  return BigInt(body.allowance)
}

interface ApiTransaction {
  to?: unknown
  data?: unknown
  value?: unknown
  toAmount?: unknown
  eip155?: { gas?: unknown; gasPrice?: unknown }
}

function toTransaction(path: string, tx: ApiTransaction | undefined): SwapTransactionData {
  const to = typeof tx?.to === 'string' ? tx.to.split(':').at(-1) : undefined
  if (!to?.startsWith('0x') || typeof tx?.data !== 'string' || !tx.data.startsWith('0x'))
    fail(path, 'tx: expected to and data')
  const digits = (value: unknown) =>
    typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : undefined
  return {
    to: to as Hex,
    data: tx.data as Hex,
    value: digits(tx.value) ?? 0n,
    gas: digits(tx.eip155?.gas),
    gasPrice: digits(tx.eip155?.gasPrice) ?? 0n,
    toAmount: typeof tx.toAmount === 'string' ? tx.toAmount : undefined,
  }
}

/** `GET /v1/convert/build-approve`: the ERC-20 approval the swap needs first. */
export async function buildSwapApproval(
  context: CoreContext,
  query: { from: string; to: string; userAddress: string; amount: bigint },
): Promise<SwapTransactionData> {
  const path = '/v1/convert/build-approve'
  const body = (await getFromApi(context, {
    path,
    query: { ...query, amount: query.amount.toString() },
  })) as {
    tx?: ApiTransaction
  }
  return toTransaction(path, body?.tx)
}

/** `POST /v1/convert/build-transaction`: the swap itself, with the slippage in percent. */
export async function buildSwapTransaction(
  context: CoreContext,
  body: { from: string; to: string; userAddress: string; amount: bigint; slippage: number },
): Promise<SwapTransactionData> {
  const path = '/v1/convert/build-transaction'
  const answer = (await postToApi(context, {
    path,
    body: {
      from: body.from,
      to: body.to,
      userAddress: body.userAddress,
      amount: body.amount.toString(),
      eip155: { slippage: body.slippage },
    },
  })) as { tx?: ApiTransaction }
  return toTransaction(path, answer?.tx)
}
