import {
  AddressOrAuthConnectorNotFoundError,
  ActiveCaipNetworkNotFoundError,
  HttpRequestError,
  NameRegistrationError,
  NameSuggestionsError,
} from '@portico/common'
import { toHex } from 'viem'
import { getFromApi } from '../api/getFromApi.ts'
import { postToApi } from '../api/postToApi.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { toWalletError } from '../connection/toWalletError.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { resetView } from '../router/resetView.ts'
import { writeCache } from '../storage/timestampedCache.ts'
import { coinTypeForChainId, isValidAccountName, withNameSuffix } from './accountNameRules.ts'
import { hasAuthConnector } from './canRegisterAccountName.ts'

/** The name service's refusal reasons (§8: the first description is shown), read from an API error. */
function reasonsOf(error: unknown): { description: string }[] | undefined {
  if (!(error instanceof HttpRequestError) || !error.details) return undefined
  try {
    const body = JSON.parse(error.details) as { reasons?: { description: string }[] }
    return Array.isArray(body.reasons) ? body.reasons : undefined
  } catch {
    return undefined // not the name service's JSON: the generic message is shown
  }
}

/**
 * Free names like `label` (§3 Name suggestions), with the loading flag: the API lists the label itself first
 * when it is free, then free variants, so a label missing from its own suggestions is taken. An answer for a
 * label typed over meanwhile is dropped.
 *
 * @throws {NameSuggestionsError} with the server's first reason, else 'Error fetching name suggestions'.
 *
 * @example
 * await fetchNameSuggestions(context, 'alice')
 */
export async function fetchNameSuggestions(context: CoreContext, label: string): Promise<void> {
  const { names } = context.stores
  const requested = label.trim().toLowerCase()
  names.setState({ loading: true, label: undefined, requested })
  const current = () => names.getState().requested === requested // a later label supersedes this one
  try {
    const body = (await getFromApi(context, {
      path: `/v1/profile/suggestions/${encodeURIComponent(requested)}`,
    })) as {
      suggestions?: { name: string; registered: boolean }[]
    }
    if (current()) names.setState({ suggestions: body.suggestions ?? [], label: requested })
  } catch (cause) {
    throw new NameSuggestionsError({ reasons: reasonsOf(cause), cause })
  } finally {
    if (current()) names.setState({ loading: false })
  }
}

/**
 * §4 name registration: the person signs the JSON message `{ name, attributes, timestamp, service, coinType,
 * nonce }` (the nonce from the API's `POST /v1/profile/nonce`), the name is
 * registered with the API and becomes the account's profile name; RegisterAccountNameSuccess shows. On failure
 * the view returns to RegisterAccountName with the error. §5: the label must be letters, digits and hyphens
 * (at least 4), registration needs the active network, an address and an auth connector (see
 * {@link hasAuthConnector}), and the coin type comes from the chain id (below 2^31). The connected wallet signs,
 * whichever it is (injected, WalletConnect or embedded).
 *
 * @throws {NameRegistrationError} with the server's first reason, else 'Error registering name'.
 * @throws {AddressOrAuthConnectorNotFoundError} without an address or auth connector.
 * @throws {ActiveCaipNetworkNotFoundError} without an active network.
 *
 * @example
 * await registerAccountName(context, 'alice') // profileName 'alice.reown.id'
 */
export async function registerAccountName(context: CoreContext, label: string): Promise<string> {
  const { account, chain, connection } = context.stores
  const network = chain.getState().activeNetwork
  if (!network) throw new ActiveCaipNetworkNotFoundError()
  const { address } = account.getState()
  const record = connection.getState().connections.eip155
  // §5: an address and an auth connector (the embedded wallet's, or one this app offers: ADR 0023).
  if (!address || !record || !hasAuthConnector(context)) throw new AddressOrAuthConnectorNotFoundError()
  const name = withNameSuffix(label)
  trackEvent(context, { type: 'track', event: 'REGISTER_NAME_INITIATED', properties: { name } })
  try {
    if (!isValidAccountName(name.split('.')[0] ?? '')) {
      throw new NameRegistrationError({
        reasons: [{ description: 'Name must be at least 4 letters, digits or hyphens' }],
      })
    }
    const coinType = coinTypeForChainId(Number(network.id))
    // The message names the API, the coin type and a single-use server nonce: the signature registers once, here.
    const { nonce } = (await postToApi(context, { path: '/v1/profile/nonce', body: {} }).catch(
      (cause: unknown) => Promise.reject(new NameRegistrationError({ reasons: reasonsOf(cause), cause })),
    )) as { nonce: string }
    const service = new URL(context.stores.options.getState().endpoints.api).host
    const timestamp = Math.floor(Date.now() / 1000)
    const message = JSON.stringify({ name, attributes: {}, timestamp, service, coinType, nonce })
    const signature = record.adapter
      ? await record.adapter.signMessage({ message, address, provider: record.provider })
      : await record.provider
          .request({ method: 'personal_sign', params: [toHex(message), address as `0x${string}`] })
          .catch((error: unknown) => Promise.reject(toWalletError('personal_sign', error)))
    await postToApi(context, {
      path: '/v1/profile/account',
      body: { coin_type: coinType, address, message, signature },
    }).catch((cause: unknown) =>
      Promise.reject(new NameRegistrationError({ reasons: reasonsOf(cause), cause })),
    )
    account.setState({ profileName: name })
    // §9's identity cache would otherwise keep "no name" for this address for 5 minutes, across reloads.
    writeCache(context.storage, 'identity', address, { name, avatar: account.getState().profileImage })
    context.stores.names.setState({ error: undefined })
    trackEvent(context, { type: 'track', event: 'REGISTER_NAME_SUCCESS', properties: { name } })
    resetView(context, 'RegisterAccountNameSuccess')
    return name
  } catch (cause) {
    const error = cause instanceof NameRegistrationError ? cause : new NameRegistrationError({ cause })
    context.stores.names.setState({ error })
    trackEvent(context, {
      type: 'track',
      event: 'REGISTER_NAME_ERROR',
      properties: { message: error.shortMessage },
    })
    resetView(context, 'RegisterAccountName')
    throw error
  }
}
