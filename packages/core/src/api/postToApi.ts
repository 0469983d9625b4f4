import { HttpRequestError, InvalidResponseError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { SDK_TYPE, SDK_VERSION } from '../version.ts'

/** Parameters of {@link postToApi}. */
export interface PostToApiParameters {
  /** Path under the API base URL, e.g. `/v1/convert/build-transaction`. */
  path: string
  /** JSON body; `projectId` is added when the route reads it from the body. */
  body: Record<string, unknown>
}

/**
 * POSTs JSON to the Portico API with projectId, st and sv in the query (§7) and returns the parsed answer.
 *
 * @throws {HttpRequestError} on a non-OK answer, with the server's text as details.
 * @throws {InvalidResponseError} when the answer is not JSON.
 *
 * @example
 * const { tx } = await postToApi(context, { path: '/v1/convert/build-transaction', body: { … } })
 */
export async function postToApi(context: CoreContext, { path, body }: PostToApiParameters): Promise<unknown> {
  const { projectId, endpoints } = context.stores.options.getState()
  const query = new URLSearchParams({ projectId, st: SDK_TYPE, sv: SDK_VERSION })
  const url = `${endpoints.api}${path}?${query}`
  const response = await context.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ projectId, ...body }),
  })
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
