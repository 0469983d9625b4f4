import {
  requireProvider,
  toWrappedWalletError,
  type AdapterSendTransactionParameters,
  type HexString,
  type Eip1193AdapterSession,
} from '@portico/core'
import { signerFor } from '../ethers/signerFor.ts'
import { toEthersTransaction } from '../ethers/toEthersTransaction.ts'

/** Parameters of {@link sendTransaction}. */
export type SendTransactionParameters = AdapterSendTransactionParameters

/**
 * Sends a transaction through the wallet (`eth_sendTransaction`, gas estimated by ethers); resolves to its hash
 * once the wallet has broadcast it, not once it is mined.
 *
 * @throws {UserRejectedRequestError} when the person declines (4001); other failures are named by code.
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * const hash = await sendTransaction(session, { to: bob, address: alice, value: parseEther('0.1') })
 */
export async function sendTransaction(
  session: Eip1193AdapterSession,
  { provider, ...transaction }: SendTransactionParameters,
): Promise<HexString> {
  const signer = signerFor(requireProvider(session, provider), transaction.address)
  try {
    // Unchecked: ethers' sendTransaction would also wait until a node returns the transaction.
    return (await signer.sendUncheckedTransaction(toEthersTransaction(transaction))) as HexString
  } catch (error) {
    throw toWrappedWalletError('eth_sendTransaction', error)
  }
}
