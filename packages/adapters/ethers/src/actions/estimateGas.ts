import {
  requireProvider,
  toWrappedWalletError,
  type AdapterSendTransactionParameters,
  type Eip1193AdapterSession,
} from '@portico/core'
import { signerFor } from '../ethers/signerFor.ts'
import { toEthersTransaction } from '../ethers/toEthersTransaction.ts'

/** Parameters of {@link estimateGas}. */
export type EstimateGasParameters = Omit<AdapterSendTransactionParameters, 'gasPrice'>

/**
 * Gas the transaction would use (`eth_estimateGas`), asked through the wallet's provider so it runs on the
 * wallet's chain.
 *
 * @throws {WalletRequestError} when the estimate fails (e.g. the call would revert), with the RPC code.
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * const gas = await estimateGas(session, { to: bob, address: alice, value: 1n }) // 21000n
 */
export async function estimateGas(
  session: Eip1193AdapterSession,
  { provider, ...transaction }: EstimateGasParameters,
): Promise<bigint> {
  const signer = signerFor(requireProvider(session, provider), transaction.address)
  try {
    return await signer.estimateGas(toEthersTransaction(transaction))
  } catch (error) {
    throw toWrappedWalletError('eth_estimateGas', error)
  }
}
