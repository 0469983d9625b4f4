import type { AdapterSendTransactionParameters } from '@portico/core'
import { getAddress } from 'viem'
import { estimateGas as viemEstimateGas } from 'viem/actions'
import { requireProvider, toWalletError, type Eip1193AdapterSession } from '@portico/core'
import { walletClientFor } from '../walletClientFor.ts'

/** Parameters of {@link estimateGas}. */
export type EstimateGasParameters = Omit<AdapterSendTransactionParameters, 'gasPrice'>

/**
 * Gas the transaction would use (`eth_estimateGas`), asked of the wallet so it runs on the wallet's chain.
 *
 * @throws {WalletRequestError} when the estimate fails (e.g. the call would revert), with the RPC code.
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * const gas = await estimateGas(session, { to: bob, address: alice, value: 1n }) // 21000n
 */
export async function estimateGas(
  session: Eip1193AdapterSession,
  { to, address, data, value, provider }: EstimateGasParameters,
): Promise<bigint> {
  const client = walletClientFor(requireProvider(session, provider))
  try {
    return await viemEstimateGas(client, { account: getAddress(address), to, data, value })
  } catch (error) {
    throw toWalletError('eth_estimateGas', error)
  }
}
