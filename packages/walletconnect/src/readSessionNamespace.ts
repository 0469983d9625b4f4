import type { SessionTypes } from '@walletconnect/types'

const unique = (items: readonly string[]) => [...new Set(items)]

/**
 * One namespace of an approved session, with every entry for it merged (a wallet may key entries by chain,
 * `eip155:1`) and `chains` always filled in (from the accounts when the wallet left it out). `undefined` when
 * the wallet approved nothing in `namespace`.
 *
 * @example
 * readSessionNamespace(session.namespaces, 'eip155')?.chains // ['eip155:31337', 'eip155:31338']
 */
export function readSessionNamespace(
  namespaces: SessionTypes.Namespaces,
  namespace: string,
): (SessionTypes.Namespace & { chains: string[] }) | undefined {
  const entries = Object.entries(namespaces).filter(([key]) => key.split(':')[0] === namespace)
  if (entries.length === 0) return undefined
  const accounts = unique(entries.flatMap(([, entry]) => entry.accounts))
  const listed = entries.flatMap(([key, entry]) => entry.chains ?? (key.includes(':') ? [key] : []))
  const fromAccounts = accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  return {
    chains: unique([...listed, ...fromAccounts]),
    accounts,
    methods: unique(entries.flatMap(([, entry]) => entry.methods)),
    events: unique(entries.flatMap(([, entry]) => entry.events)),
  }
}
