import { findRegistryWallet, walletImageUrl, type CoreContext, type NamedWalletTarget } from '@portico/core'
import { useEffect, useState } from 'react'

/** What the registry says of a wallet a button names but this browser does not have. */
export type RegistryWalletLookup =
  /** Nothing to look up (the wallet is installed, or not a wallet), or the answer is pending. */
  | { status: 'idle' | 'loading' }
  /** The registry's entry: its name and picture. */
  | { status: 'found'; name: string; imageUrl: string }
  /** The registry has no wallet of that name. */
  | { status: 'missing' }
  /** The registry could not be asked; connecting will ask again. */
  | { status: 'failed' }

type Listing = Awaited<ReturnType<typeof findRegistryWallet>>

// One request per instance and name, shared by every button that names the wallet; a failure is forgotten so
// the next render asks again.
const lookups = new WeakMap<CoreContext, Map<string, Promise<Listing>>>()

function lookUp(context: CoreContext, search: string): Promise<Listing> {
  let byName = lookups.get(context)
  if (!byName) lookups.set(context, (byName = new Map()))
  let pending = byName.get(search)
  if (!pending) {
    pending = findRegistryWallet(context, search)
    byName.set(search, pending)
    pending.catch(() => byName.delete(search))
  }
  return pending
}

/**
 * Looks a wallet that is not installed up in the registry (§7), for its name and picture, once per name.
 *
 * @example
 * const lookup = useRegistryWallet(appKit.context, resolveNamedWallet(appKit.context, 'trust'))
 * if (lookup.status === 'found') lookup.name // 'Trust Wallet'
 */
export function useRegistryWallet(context: CoreContext, target: NamedWalletTarget): RegistryWalletLookup {
  const search = target.kind === 'registry' ? target.search : undefined
  const [lookup, setLookup] = useState<{ search: string; result: RegistryWalletLookup }>()

  useEffect(() => {
    if (search === undefined) return
    let current = true
    lookUp(context, search).then(
      (listing) => {
        if (!current) return
        const result: RegistryWalletLookup = listing
          ? { status: 'found', name: listing.name, imageUrl: walletImageUrl(context, listing) }
          : { status: 'missing' }
        setLookup({ search, result })
      },
      (error: unknown) => {
        if (!current) return
        console.warn(`[portico] the wallet registry could not be asked for ${search}`, error)
        setLookup({ search, result: { status: 'failed' } })
      },
    )
    return () => {
      current = false
    }
  }, [context, search])

  if (search === undefined) return { status: 'idle' }
  return lookup?.search === search ? lookup.result : { status: 'loading' }
}
