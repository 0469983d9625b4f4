import type { AdapterSendTransactionParameters } from '@portico/core'
import { utils, type providers } from 'ethers'

/**
 * The ethers 5 transaction request for core's send parameters: `from` checksummed, `gasPrice` only when given
 * (the wallet picks fees otherwise); ethers 5 takes the bigint amounts as they are.
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
}: Omit<AdapterSendTransactionParameters, 'provider'>): providers.TransactionRequest {
  return {
    from: utils.getAddress(address),
    to,
    ...(data === undefined ? {} : { data }),
    ...(value === undefined ? {} : { value }),
    ...(gasPrice === undefined ? {} : { gasPrice }),
  }
}
