import {
  InvalidResponseError,
  isDecimalString,
  type CaipNetworkId,
  type GetBalanceResponse,
} from '@portico/common'
import { isArray, isNumber, isObject, isString, optional, ShapeProblem } from '../shape/shapeChecks.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { getFromApi } from './getFromApi.ts'

/** Parameters of {@link getAccountBalance}. */
export interface GetAccountBalanceParameters {
  /** Account address. */
  address: string
  /** CAIP-2 id of the network to read. */
  chainId: CaipNetworkId
  /** Bypasses the API's 30 s balance cache (§7 `forceUpdate`), e.g. right after a transaction. */
  forceUpdate?: boolean | undefined
}

/** Return type of {@link getAccountBalance}. */
export type GetAccountBalanceReturnType = GetBalanceResponse

const balanceResponseCheck = isObject({
  balances: isArray(
    isObject({
      name: isString(),
      symbol: isString(),
      chainId: isString(),
      address: optional(isString()),
      quantity: isObject({
        decimals: isString(),
        // Formatted later digit by digit, so it must be a plain decimal (never '1e-7').
        numeric: isString((value, path) => {
          if (!isDecimalString(value)) throw new ShapeProblem(path, 'expected a plain decimal string')
        }),
      }),
      iconUrl: isString(),
      price: isNumber,
      value: isNumber,
    }),
  ),
})

/**
 * §7 `GET /v1/account/{address}/balance` in USD: the native coin and the tokens held on one network.
 * §3: entries whose quantity decimals equal "0" are filtered out.
 *
 * @throws {HttpRequestError} or {InvalidResponseError} when the API cannot answer as documented.
 *
 * @example
 * const { balances } = await getAccountBalance(context, { address: '0x7099…79C8', chainId: 'eip155:31337' })
 */
export async function getAccountBalance(
  context: CoreContext,
  { address, chainId, forceUpdate }: GetAccountBalanceParameters,
): Promise<GetAccountBalanceReturnType> {
  const path = `/v1/account/${encodeURIComponent(address)}/balance`
  const body = await getFromApi(context, {
    path,
    query: { currency: 'usd', chainId, ...(forceUpdate ? { forceUpdate: 'true' } : {}) },
  })
  try {
    balanceResponseCheck(body, '')
  } catch (error) {
    if (!(error instanceof ShapeProblem)) throw error
    throw new InvalidResponseError({ url: path, details: `${error.path}: ${error.problem}` })
  }
  return {
    balances: (body as GetBalanceResponse).balances.filter(({ quantity }) => quantity.decimals !== '0'),
  }
}
