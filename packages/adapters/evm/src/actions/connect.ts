import { ConnectorNotFoundError, NoAccountsReturnedError, PorticoError } from '@portico/common'
import type { AdapterConnectParameters, AdapterConnectReturnType } from '@portico/core'
import { getAddress, type Address, type EIP1193Provider } from 'viem'
import { parseChainId, toWalletError } from '@portico/core'
import { watchWalletEvents } from '../events/watchWalletEvents.ts'
import { endSession, type EvmAdapterSession } from '../session.ts'
import { switchNetwork } from './switchNetwork.ts'

/** Parameters of {@link connect}. */
export type ConnectParameters = AdapterConnectParameters

/** Return type of {@link connect}. */
export interface ConnectReturnType extends AdapterConnectReturnType {
  address: Address
  chainId: number
  accounts: readonly Address[]
  /**
   * Why the wallet is not on the `chainId` asked for (it refused or failed the switch): a named error such as
   * `UserRejectedRequestError` or `SwitchChainNotApprovedError` (§8). The connection stands on `chainId` above.
   */
  chainSwitchError?: PorticoError
}

function resolveProvider(session: EvmAdapterSession, parameters: ConnectParameters): EIP1193Provider {
  if (parameters.provider) return parameters.provider
  const { connectorId } = parameters
  const connector = session.getConnectors().find((candidate) => candidate.id === connectorId)
  if (!connector) throw new ConnectorNotFoundError({ connectorId })
  return connector.provider
}

async function request<T>(
  provider: EIP1193Provider,
  method: 'eth_requestAccounts' | 'eth_accounts' | 'eth_chainId',
): Promise<T> {
  try {
    return (await provider.request({ method })) as T
  } catch (error) {
    throw toWalletError(method, error)
  }
}

/**
 * Connects a wallet: asks for its accounts (`eth_requestAccounts`, or `eth_accounts` when `silent`) and chain (`eth_chainId`), then follows its
 * events. With `chainId` set and the wallet elsewhere, asks it to switch. A refused or failed switch does not undo
 * the connection the person approved: connect resolves with the chain the wallet is really on (which core shows
 * as UnsupportedChain when the app does not list it, §4) and the named refusal as `chainSwitchError` (ADR 0020).
 *
 * @throws {ConnectorNotFoundError} when `connectorId` names no known connector.
 * @throws {UserRejectedRequestError} when the person declines (4001); other wallet failures are named by code.
 * @throws {NoAccountsReturnedError | ChainIdNotFoundError} when the wallet answers without an account or chain.
 *
 * @example
 * const { address, chainId, accounts } = await connect(session, { provider: window.ethereum, chainId: 31337 })
 */
export async function connect(
  session: EvmAdapterSession,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const provider = resolveProvider(session, parameters)
  // §4: a silent connect (reconnection) must not prompt, so it asks only for already-authorised accounts.
  const reported = await request<readonly string[]>(
    provider,
    parameters.silent ? 'eth_accounts' : 'eth_requestAccounts',
  )
  const chainId = parseChainId(await request<unknown>(provider, 'eth_chainId'))
  const accounts = reported.map((account) => getAddress(account))
  const [address] = accounts
  if (!address) throw new NoAccountsReturnedError()

  if (session.provider !== provider) endSession(session)
  session.stopWatching?.()
  Object.assign(session, { provider, accounts, chainId, stopWatching: watchWalletEvents(session, provider) })

  const wanted = parameters.chainId === undefined ? undefined : Number(parameters.chainId)
  const network = session.networks.find((candidate) => Number(candidate.id) === wanted)
  if (!network || wanted === chainId) return { address, chainId, accounts }
  try {
    await switchNetwork(session, { caipNetwork: network })
  } catch (error) {
    // switchNetwork throws only named errors; anything else is named here so the caller can show it.
    const chainSwitchError =
      error instanceof PorticoError ? error : toWalletError('wallet_switchEthereumChain', error)
    return { address, chainId: session.chainId ?? chainId, accounts, chainSwitchError }
  }
  return { address, chainId: session.chainId ?? chainId, accounts }
}
