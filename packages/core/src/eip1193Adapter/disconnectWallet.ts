import { DisconnectFailedError } from '@portico/common'
import type { AdapterDisconnectParameters } from '../adapters/chainAdapterParameters.ts'
import { rpcCodeOf } from '../connection/rpcCodeOf.ts'
import { endSession, type Eip1193AdapterSession } from './eip1193AdapterSession.ts'

/**
 * Ends the connection: asks the wallet to revoke its account permission (`wallet_revokePermissions`); a wallet
 * that does not support that method (4200) is simply forgotten. Reports `disconnect` once.
 *
 * @throws {DisconnectFailedError} when the wallet fails the revoke for another reason (§8 'Failed to disconnect');
 *   the connection is then kept.
 *
 * @example
 * await disconnectWallet(session)
 */
export async function disconnectWallet(
  session: Eip1193AdapterSession,
  parameters: AdapterDisconnectParameters = {},
): Promise<void> {
  const provider = parameters.provider ?? session.provider
  if (!provider) return
  try {
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
  } catch (error) {
    if (rpcCodeOf(error) !== 4200) throw new DisconnectFailedError({ cause: error })
  }
  if (provider === session.provider) endSession(session)
}
