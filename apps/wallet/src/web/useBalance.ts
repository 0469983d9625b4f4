import { useEffect, useState } from 'react'
import { createPublicClient, formatEther, http, type Address } from 'viem'

/** What {@link useBalance} knows: the formatted balance, or why there is none. */
export type BalanceState = { status: 'loading' } | { status: 'ok'; ether: string } | { status: 'unavailable' }

// Four decimals is plenty to see a transfer land; the exact value is one RPC call away.
const formatBalance = (wei: bigint) =>
  Number(formatEther(wei)).toLocaleString('en-US', { maximumFractionDigits: 4 })

/**
 * The ether balance of `address` on the chain at `rpcUrl`, read again whenever `refreshKey` changes (the page
 * passes the activity count, so a sent transaction shows). Until a new read lands the last value stays.
 *
 * @example
 * const balance = useBalance(rpcUrls[chainId], address, activity.length)
 */
export function useBalance(rpcUrl: string, address: Address, refreshKey: number): BalanceState {
  const [balance, setBalance] = useState<BalanceState>({ status: 'loading' })
  useEffect(() => {
    let current = true
    const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 5_000 }) })
    client.getBalance({ address }).then(
      (wei) => current && setBalance({ status: 'ok', ether: formatBalance(wei) }),
      () => current && setBalance({ status: 'unavailable' }),
    )
    return () => {
      current = false
    }
  }, [rpcUrl, address, refreshKey])
  return balance
}
