import { useCallback } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'

/** What `fetchBalance` resolves to (AppKit's shape; `balance` is the same as `formatted`). */
export interface FetchBalanceResult {
  data: { formatted: string; balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}

/** What {@link useAppKitBalance} returns. */
export interface UseAppKitBalanceReturnType {
  /** Reads the native balance of the connected account afresh (bypassing the 30 s cache). */
  fetchBalance: () => Promise<FetchBalanceResult>
}

/**
 * Fetches the connected account's native balance on demand; it never throws, the error is in the result.
 *
 * @example
 * const { fetchBalance } = useAppKitBalance()
 * const { data } = await fetchBalance() // { formatted: '10000.5', balance: '10000.5', symbol: 'ETH' }
 */
export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const appKit = useAppKitInstance()
  const fetchBalance = useCallback(async (): Promise<FetchBalanceResult> => {
    if (!appKit.getAddress()) {
      return { data: undefined, error: 'No account connected', isSuccess: false, isError: true }
    }
    await appKit.refreshBalance()
    const { balance, balanceSymbol, balanceError } = appKit.stores.account.getState()
    if (balanceError || balance === undefined) {
      return {
        data: undefined,
        error: balanceError?.message ?? 'Balance unavailable',
        isSuccess: false,
        isError: true,
      }
    }
    return {
      data: { formatted: balance, balance, symbol: balanceSymbol ?? '' },
      error: null,
      isSuccess: true,
      isError: false,
    }
  }, [appKit])
  return { fetchBalance }
}
