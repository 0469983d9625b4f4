import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { getAddress, isAddress, type Address } from 'viem'
import { pickDappIcon } from './pickDappIcon.ts'
import type { ConnectedSession, DappInfo } from './webWalletState.ts'

const unnamed = 'Unnamed dapp'

/**
 * What the page shows of a dapp's metadata; the icon only when it is inline or on the page's own host.
 *
 * @example
 * dappInfoOf({ name: 'Portico Demo', url: 'http://127.0.0.1:5173', description: '', icons: [] }, '127.0.0.1')
 */
export function dappInfoOf(metadata: SignClientTypes.Metadata | undefined, pageHost: string): DappInfo {
  return {
    name: metadata?.name?.trim() || unnamed,
    url: metadata?.url ?? '',
    description: metadata?.description ?? '',
    icon: pickDappIcon({ icons: metadata?.icons, dappUrl: metadata?.url, pageHost }),
  }
}

/**
 * The eip155 chain ids a session approved, in its order.
 *
 * @example
 * sessionChainIds(session) // [31337, 31338]
 */
export function sessionChainIds(session: Pick<SessionTypes.Struct, 'namespaces'>): number[] {
  const namespace = session.namespaces.eip155
  const fromAccounts = (namespace?.accounts ?? []).map((account) => account.split(':').slice(0, 2).join(':'))
  const chains = [...(namespace?.chains ?? []), ...fromAccounts]
  return [...new Set(chains.map((chain) => Number(chain.split(':')[1])).filter(Number.isInteger))]
}

/**
 * The eip155 addresses a session approved, deduplicated, in its order.
 *
 * @example
 * sessionAddresses(session) // ['0xf39F…2266']
 */
export function sessionAddresses(session: Pick<SessionTypes.Struct, 'namespaces'>): Address[] {
  const addresses = (session.namespaces.eip155?.accounts ?? [])
    .map((account) => account.split(':')[2] ?? '')
    .filter((address) => isAddress(address, { strict: false }))
    .map((address) => getAddress(address))
  return [...new Set(addresses)]
}

/**
 * A sign-client session as the session list shows it.
 *
 * @example
 * toConnectedSession(client.session.get(topic), location.hostname).dapp.name // 'Portico Demo'
 */
export function toConnectedSession(session: SessionTypes.Struct, pageHost: string): ConnectedSession {
  return {
    topic: session.topic,
    dapp: dappInfoOf(session.peer.metadata, pageHost),
    chainIds: sessionChainIds(session),
    addresses: sessionAddresses(session),
    expiresAt: session.expiry * 1000,
  }
}

/**
 * The session's namespaces with `address` added on every approved chain, first so dapps take it as the
 * active account; `undefined` when the session already has it on every chain.
 *
 * @example
 * namespacesWithAddress(session, '0x7099…79C8') // { eip155: { accounts: ['eip155:31337:0x7099…', 'eip155:31337:0xf39F…'], … } }
 */
export function namespacesWithAddress(
  session: Pick<SessionTypes.Struct, 'namespaces'>,
  address: Address,
): SessionTypes.Namespaces | undefined {
  const namespace = session.namespaces.eip155
  if (!namespace) return undefined
  const wanted = sessionChainIds(session).map((id) => `eip155:${id}:${address}`)
  const have = namespace.accounts.map((account) => account.toLowerCase())
  if (wanted.every((account) => have.includes(account.toLowerCase()))) return undefined
  const rest = namespace.accounts.filter(
    (account) => !wanted.some((w) => w.toLowerCase() === account.toLowerCase()),
  )
  return { ...session.namespaces, eip155: { ...namespace, accounts: [...wanted, ...rest] } }
}
