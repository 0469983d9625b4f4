import { parseCaipAddress } from '@portico/common'
import { getFromApi } from '../api/getFromApi.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { findAdapter } from '../connection/findAdapter.ts'
import { readCache, writeCache } from '../storage/timestampedCache.ts'

/** What identity sync found for an address. */
export interface Identity {
  name: string | undefined
  avatar: string | undefined
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

async function fromApi(context: CoreContext, address: string): Promise<Identity> {
  const body = (await getFromApi(context, {
    path: `/v1/identity/${address}`,
    query: { sender: address },
  })) as {
    name?: unknown
    avatar?: unknown
  }
  return { name: stringOrUndefined(body?.name), avatar: stringOrUndefined(body?.avatar) }
}

async function fromNameLookup(context: CoreContext, address: string): Promise<Identity> {
  const body = await getFromApi(context, {
    path: `/v1/profile/reverse/${address}`,
    query: { apiVersion: '2' },
  })
  const first = Array.isArray(body)
    ? (body[0] as { name?: unknown; attributes?: { avatar?: unknown } })
    : undefined
  return { name: stringOrUndefined(first?.name), avatar: stringOrUndefined(first?.attributes?.avatar) }
}

/**
 * §4 identity sync for the connected account. For non-EVM or testnet networks the profile name and image are
 * cleared. Otherwise the identity comes from the API (`GET /v1/identity/{address}`, cached 5 minutes, §9),
 * falling back to the adapter's profile, then to a name lookup (`/v1/profile/reverse/{address}`); when every
 * step fails the image is cleared. An answer for an account that is no longer connected is dropped.
 *
 * @returns what was applied.
 *
 * @example
 * await syncIdentity(context) // account.profileName === 'alice.reown.id'
 */
export async function syncIdentity(context: CoreContext): Promise<Identity> {
  const { account, chain } = context.stores
  const { address, caipAddress } = account.getState()
  const network = chain.getState().activeNetwork
  const none: Identity = { name: undefined, avatar: undefined }
  if (!address || !caipAddress || !network || network.chainNamespace !== 'eip155' || network.testnet) {
    account.setState({ profileName: undefined, profileImage: undefined })
    return none
  }
  const isCurrent = () => account.getState().caipAddress === caipAddress
  const cached = readCache(context.storage, 'identity', address) as Identity | undefined
  if (cached) {
    if (isCurrent()) account.setState({ profileName: cached.name, profileImage: cached.avatar })
    return cached
  }

  const steps: (() => Promise<Identity>)[] = [
    () => fromApi(context, address),
    async () => {
      const adapter = findAdapter(context, 'eip155')
      const profile = await adapter?.getProfile?.({
        address,
        chainId: parseCaipAddress(caipAddress).reference,
      })
      return { name: stringOrUndefined(profile?.name), avatar: stringOrUndefined(profile?.avatar) }
    },
    () => fromNameLookup(context, address),
  ]
  let found: Identity | undefined
  let anyAnswered = false
  for (const step of steps) {
    try {
      const identity = await step()
      anyAnswered = true
      if (identity.name !== undefined) {
        found = identity
        break
      }
    } catch {
      // §4: a failed step falls back to the next one.
      continue
    }
  }
  const identity = found ?? none
  if (anyAnswered) writeCache(context.storage, 'identity', address, identity)
  if (isCurrent()) {
    // §4: the image is cleared on failure.
    account.setState({ profileName: identity.name, profileImage: identity.avatar })
  }
  return identity
}
