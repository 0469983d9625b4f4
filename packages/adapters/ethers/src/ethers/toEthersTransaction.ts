import type { AdapterSendTransactionParameters } from '@portico/core'
import { getAddress, type TransactionRequest } from 'ethers'

/**
 * The ethers transaction request for core's send parameters: `from` checksummed, `gasPrice` only when given
 * (the wallet picks fees otherwise).
 *
 * @example
 * toEthersTransaction({ to: bob, address: alice, value: 1n }) // { from: alice, to: bob, value: 1n }
 */
export function toEthersTransaction({
  to,
  address,
  data,
  value,
  gasPrice,
}: Omit<AdapterSendTransactionParameters, 'provider'>): TransactionRequest {
  return {
    from: getAddress(address),
    to,
    ...(data === undefined ? {} : { data }),
    ...(value === undefined ? {} : { value }),
    ...(gasPrice === undefined ? {} : { gasPrice }),
  }
}
