import { isChainNamespace, type CaipAddress, type ChainNamespace } from '@portico/common'
import type { RemoteWalletSession } from '@portico/core'
import type { ISignClient, SessionTypes } from '@walletconnect/types'
import type { EIP1193Provider } from 'viem'
import { toWalletRpcError } from './walletRpcError.ts'

/** Parameters of {@link toRemoteWalletSession}. */
export interface ToRemoteWalletSessionParameters {
  /** The dapp's sign client. */
  signClient: ISignClient
  /** The approved session as the sign client stores it. */
  session: SessionTypes.Struct
  /** The session's eip155 provider, when eip155 was approved. */
  eip155Provider: EIP1193Provider | undefined
}

/**
 * The {@link RemoteWalletSession} core uses for a sign client session (§3 Session): its topic, every approved
 * CAIP-10 account, the wallet's name, icon and URL, the eip155 provider, and a `request` for any namespace.
 *
 * @example
 * const remote = toRemoteWalletSession({ signClient, session, eip155Provider })
 * remote.accounts // ['eip155:31337:0xf39F…2266']
 */
export function toRemoteWalletSession({
  signClient,
  session,
  eip155Provider,
}: ToRemoteWalletSessionParameters): RemoteWalletSession {
  const keys = Object.keys(session.namespaces).map((key) => key.split(':')[0] ?? key)
  const namespaces = [...new Set(keys)].filter((key): key is ChainNamespace => isChainNamespace(key))
  const accounts = Object.values(session.namespaces)
    .flatMap((namespace) => namespace.accounts)
    .filter((account): account is CaipAddress => {
      const [namespace, reference, address] = account.split(':')
      return namespace !== undefined && isChainNamespace(namespace) && !!reference && !!address
    })
  const { metadata } = session.peer
  return {
    topic: session.topic,
    accounts: [...new Set(accounts)],
    peer: { name: metadata.name, icon: metadata.icons?.[0], url: metadata.url || undefined },
    eip155Provider,
    namespaces,
    async request({ method, params }, chainId) {
      try {
        return await signClient.request({ topic: session.topic, chainId, request: { method, params } })
      } catch (error) {
        throw toWalletRpcError(error)
      }
    },
  }
}
