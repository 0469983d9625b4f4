import { RequestBeforeConnectError } from '@portico/common'
import { numberToHex, type Hex } from 'viem'
import type { CoreContext } from '../client/coreContext.ts'
import { toWalletError } from './toWalletError.ts'

/** A transaction for the connected eip155 wallet to send. */
export interface WalletTransaction {
  to: Hex
  data?: Hex | undefined
  value?: bigint | undefined
  gasPrice?: bigint | undefined
  gas?: bigint | undefined
}

/**
 * Sends `transaction` from the connected eip155 account through its adapter (or `eth_sendTransaction` without
 * one) and resolves to the hash.
 *
 * @throws {RequestBeforeConnectError} when no wallet is connected.
 * @throws {UserRejectedRequestError | WalletRequestError} when the wallet declines or fails.
 *
 * @example
 * const hash = await sendWalletTransaction(context, { to: '0x…', value: parseEther('0.1') })
 */
export async function sendWalletTransaction(
  context: CoreContext,
  transaction: WalletTransaction,
): Promise<Hex> {
  const record = context.stores.connection.getState().connections.eip155
  const from = record?.caipAddress.split(':')[2]
  if (!record || !from) throw new RequestBeforeConnectError()
  if (record.adapter) {
    return record.adapter.sendTransaction({
      address: from,
      to: transaction.to,
      data: transaction.data,
      value: transaction.value,
      gasPrice: transaction.gasPrice,
      provider: record.provider,
    })
  }
  const request = {
    from: from as Hex,
    to: transaction.to,
    ...(transaction.data ? { data: transaction.data } : {}),
    ...(transaction.value !== undefined ? { value: numberToHex(transaction.value) } : {}),
    ...(transaction.gasPrice !== undefined ? { gasPrice: numberToHex(transaction.gasPrice) } : {}),
    ...(transaction.gas !== undefined ? { gas: numberToHex(transaction.gas) } : {}),
  }
  return record.provider
    .request({ method: 'eth_sendTransaction', params: [request] })
    .catch((error: unknown) => Promise.reject(toWalletError('eth_sendTransaction', error)))
}
