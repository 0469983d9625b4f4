import type { AdapterSendTransactionParameters } from '@portico/core'
import { getAddress, type Hex } from 'viem'
import { sendTransaction as viemSendTransaction } from 'viem/actions'
import { requireProvider, toWalletError, type Eip1193AdapterSession } from '@portico/core'
import { walletClientFor } from '../walletClientFor.ts'

/** Parameters of {@link sendTransaction}. */
export type SendTransactionParameters = AdapterSendTransactionParameters

/**
 * Sends a transaction through the wallet (`eth_sendTransaction`); resolves to its hash once the wallet has
 * broadcast it (not once it is mined).
 *
 * @throws {UserRejectedRequestError} when the person declines (4001); other failures are named by code.
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * const hash = await sendTransaction(session, { to: bob, address: alice, value: parseEther('0.1') })
 */
export async function sendTransaction(
  session: Eip1193AdapterSession,
  { to, address, data, value, gasPrice, provider }: SendTransactionParameters,
): Promise<Hex> {
  const client = walletClientFor(requireProvider(session, provider))
  try {
    // `chain: null`: the wallet signs for the chain it is on; the adapter does not second-guess it.
    return await viemSendTransaction(client, {
      account: getAddress(address),
      chain: null,
      to,
      data,
      value,
      ...(gasPrice === undefined ? {} : { gasPrice }),
    })
  } catch (error) {
    throw toWalletError('eth_sendTransaction', error)
  }
}
