import { ConnectorNotFoundError, NoAccountsReturnedError, type PorticoError } from '@portico/common'
import { parseChainId, type AdapterConnectParameters, type AdapterConnectReturnType } from '@portico/core'
import { utils } from 'ethers'
import type { EIP1193Provider } from 'viem'
import { toEthersWalletError } from '../errors/toEthersWalletError.ts'
import { watchWalletEvents } from '../events/watchWalletEvents.ts'
import { endSession, type EthersAdapterSession } from '../session.ts'
import { switchNetwork } from './switchNetwork.ts'

/** Parameters of {@link connect}. */
export type ConnectParameters = AdapterConnectParameters

/** Return type of {@link connect}. */
export type ConnectReturnType = AdapterConnectReturnType & {
  chainId: number
  /**
   * Why the wallet is not on the `chainId` asked for (it refused or failed the switch): a named error such as
   * `UserRejectedRequestError` or `SwitchChainNotApprovedError` (§8). The connection stands on `chainId` above.
   */
  chainSwitchError?: PorticoError
}

function resolveProvider(session: EthersAdapterSession, parameters: ConnectParameters): EIP1193Provider {
  if (parameters.provider) return parameters.provider
  const { connectorId } = parameters
  const connector = session.getConnectors().find((candidate) => candidate.id === connectorId)
  if (!connector) throw new ConnectorNotFoundError({ connectorId })
  return connector.provider
}

async function request(
  provider: EIP1193Provider,
  method: 'eth_requestAccounts' | 'eth_accounts' | 'eth_chainId',
) {
  try {
    return (await provider.request({ method })) as unknown
  } catch (error) {
    throw toEthersWalletError(method, error)
  }
}

/**
 * Connects a wallet: asks for its accounts (`eth_requestAccounts`, or `eth_accounts` when `silent`: a
 * reconnection must not prompt, §4) and chain (`eth_chainId`), then follows its events. With `chainId` set to a configured network the wallet is not on, asks it to switch (with the
 * `wallet_addEthereumChain` fallback). A refused or failed switch does not undo the connection the person
 * approved: connect resolves on the chain the wallet is really on, with the named refusal as `chainSwitchError`
 * (as every EVM adapter does).
 *
 * @throws {ConnectorNotFoundError} when `connectorId` names no known connector.
 * @throws {UserRejectedRequestError} when the person declines (4001); other wallet failures are named by code.
 * @throws {NoAccountsReturnedError | ChainIdNotFoundError} when the wallet answers without an account or chain.
 *
 * @example
 * const { address, chainId, accounts } = await connect(session, { provider: window.ethereum, chainId: 31337 })
 */
export async function connect(
  session: EthersAdapterSession,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const provider = resolveProvider(session, parameters)
  const accountsMethod = parameters.silent ? 'eth_accounts' : 'eth_requestAccounts'
  const reported = (await request(provider, accountsMethod)) as readonly string[]
  const chainId = parseChainId(await request(provider, 'eth_chainId'))
  const accounts = (Array.isArray(reported) ? reported : []).map((account: string) =>
    utils.getAddress(account),
  )
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
    // switchNetwork rejects with named errors only (core's switchEvmChain and toWalletError).
    return { address, chainId: session.chainId ?? chainId, accounts, chainSwitchError: error as PorticoError }
  }
  return { address, chainId: session.chainId ?? chainId, accounts }
}
