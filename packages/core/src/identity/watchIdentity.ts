import type { CoreContext } from '../client/coreContext.ts'

/**
 * Runs `syncIdentity` whenever the connected account or the active network changes. Its code (API calls and
 * the cache) loads when an account connects; without one the profile is cleared right away.
 *
 * @returns A function that stops watching.
 *
 * @example
 * const stop = watchIdentity(context)
 */
export function watchIdentity(context: CoreContext): () => void {
  const { account, chain } = context.stores
  let key = ''
  const check = () => {
    const { caipAddress, profileName, profileImage } = account.getState()
    const next = `${caipAddress ?? ''}|${chain.getState().activeNetwork?.caipNetworkId ?? ''}`
    if (next === key) return
    key = next
    if (!caipAddress) {
      if (profileName !== undefined || profileImage !== undefined)
        account.setState({ profileName: undefined, profileImage: undefined })
      return
    }
    void import('./syncIdentity.ts').then(({ syncIdentity }) => syncIdentity(context))
  }
  const stops = [account.subscribe(check), chain.subscribe(check)]
  return () => stops.forEach((stop) => stop())
}
