import { HttpRequestError, InvalidResponseError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { SDK_TYPE, SDK_VERSION } from '../version.ts'

/** Parameters of {@link getFromApi}. */
export interface GetFromApiParameters {
  /** Path below the API base URL, starting with `/`, already encoded. */
  path: string
  /** Query parameters of the route; `projectId`, `st` and `sv` are added (§7). */
  query?: Record<string, string | undefined>
}

// ':' is allowed in a query (RFC 3986) and keeps CAIP ids such as eip155:31337 readable in logs.
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replaceAll('%3A', ':')
}

/**
 * GETs a JSON body from the Portico API at `endpoints.api`.
 *
 * @throws {HttpRequestError} on a non-OK answer (§7 'HTTP status code: {status}').
 * @throws {InvalidResponseError} when the body is not JSON.
 *
 * @example
 * const body = await getFromApi(context, { path: '/v1/account/0x…/balance', query: { currency: 'usd' } })
 */
export async function getFromApi(
  context: CoreContext,
  { path, query = {} }: GetFromApiParameters,
): Promise<unknown> {
  const { projectId, endpoints } = context.stores.options.getState()
  // §7: every GET carries projectId, st and sv.
  const params: [string, string | undefined][] = [
    ['projectId', projectId],
    ...Object.entries(query),
    ['st', SDK_TYPE],
    ['sv', SDK_VERSION],
  ]
  const search = params
    .flatMap(([key, value]) =>
      value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeQueryValue(value)}`],
    )
    .join('&')
  const url = `${endpoints.api}${path}?${search}`

  const response = await context.fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) {
    const details = await response.text().catch(() => undefined)
    throw new HttpRequestError({ status: response.status, url, details: details || undefined })
  }
  try {
    return await response.json()
  } catch (cause) {
    throw new InvalidResponseError({ url, details: cause instanceof Error ? cause.message : undefined })
  }
}
