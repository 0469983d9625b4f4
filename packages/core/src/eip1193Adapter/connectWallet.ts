import { ConnectorNotFoundError, NoAccountsReturnedError, PorticoError } from '@portico/common'
import { getAddress, type EIP1193Provider } from 'viem'
import type {
  AdapterConnectParameters,
  AdapterConnectReturnType,
} from '../adapters/chainAdapterParameters.ts'
import { parseChainId } from '../connection/parseChainId.ts'
import { toWalletError } from '../connection/toWalletError.ts'
import { endSession, type Eip1193AdapterSession } from './eip1193AdapterSession.ts'
import { switchWalletNetwork } from './switchWalletNetwork.ts'
import { watchWalletEvents } from './watchWalletEvents.ts'

/** What an EIP-1193 adapter's `connect` resolves to. */
export interface Eip1193ConnectReturnType extends AdapterConnectReturnType {
  /** Active account, checksummed. */
  address: `0x${string}`
  /** Chain the wallet is on. */
  chainId: number
  /** Every account the wallet exposes, active first, checksummed. */
  accounts: readonly `0x${string}`[]
  /**
   * Why the wallet is not on the `chainId` asked for (it refused or failed the switch): a named error such as
   * `UserRejectedRequestError` or `SwitchChainNotApprovedError` (§8). The connection stands on `chainId` above.
   */
  chainSwitchError?: PorticoError
}

function resolveProvider(
  session: Eip1193AdapterSession,
  parameters: AdapterConnectParameters,
): EIP1193Provider {
  if (parameters.provider) return parameters.provider
  const { connectorId } = parameters
  const connector = session.getConnectors().find((candidate) => candidate.id === connectorId)
  if (!connector) throw new ConnectorNotFoundError({ connectorId })
  return connector.provider
}

async function request(
  provider: EIP1193Provider,
  method: 'eth_requestAccounts' | 'eth_accounts' | 'eth_chainId',
): Promise<unknown> {
  try {
    return await provider.request({ method })
  } catch (error) {
    throw toWalletError(method, error)
  }
}

/**
 * Connects a wallet: asks for its accounts (`eth_requestAccounts`, or `eth_accounts` when `silent`: a
 * reconnection must not prompt, §4) and chain (`eth_chainId`), then follows its events. With `chainId` set to a
 * configured network the wallet is not on, asks it to switch (with the `wallet_addEthereumChain` fallback). A
 * refused or failed switch does not undo the connection the person approved: connect resolves on the chain the
 * wallet is really on (which core shows as UnsupportedChain when the app does not list it, §4), with the named
 * refusal as `chainSwitchError` (ADR 0020).
 *
 * @throws {ConnectorNotFoundError} when `connectorId` names no known connector.
 * @throws {UserRejectedRequestError} when the person declines (4001); other wallet failures are named by code.
 * @throws {NoAccountsReturnedError | ChainIdNotFoundError} when the wallet answers without an account or chain.
 *
 * @example
 * const { address, chainId, accounts } = await connectWallet(session, { provider: window.ethereum, chainId: 31337 })
 */
export async function connectWallet(
  session: Eip1193AdapterSession,
  parameters: AdapterConnectParameters,
): Promise<Eip1193ConnectReturnType> {
  const provider = resolveProvider(session, parameters)
  const reported = await request(provider, parameters.silent ? 'eth_accounts' : 'eth_requestAccounts')
  const chainId = parseChainId(await request(provider, 'eth_chainId'))
  const accounts = (Array.isArray(reported) ? (reported as unknown[]) : []).map((account) =>
    getAddress(String(account)),
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
    await switchWalletNetwork(session, { caipNetwork: network })
  } catch (error) {
    // The switch throws named errors; anything else is named here so the caller can show it.
    const chainSwitchError =
      error instanceof PorticoError ? error : toWalletError('wallet_switchEthereumChain', error)
    return { address, chainId: session.chainId ?? chainId, accounts, chainSwitchError }
  }
  return { address, chainId: session.chainId ?? chainId, accounts }
}
