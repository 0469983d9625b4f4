import { InvalidAppConfigurationError, InvalidProjectIdError, type PorticoError } from '@portico/common'
import {
  connectWalletConnect,
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  type ConnectWalletConnectParameters,
} from '@portico/core'
import { useCallback, useEffect, useState } from 'react'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'

/** §4: a retry is allowed 1 s after the last attempt started. */
export const PAIRING_RETRY_INTERVAL_MS = 1_000

/** What the QR and deep-link views show of the pairing. */
export interface WalletConnectPairingState {
  /** The pairing URI, once the sign client made it. */
  uri: string | undefined
  /** The wallet declined or the connection failed. */
  failed: boolean
  /**
   * §8 alert when the relay refused the app itself (Invalid Project ID, Invalid App Configuration): a retry
   * cannot help, so the view names it instead of "declined".
   */
  refused: PorticoError | undefined
  /** The code is within 10 s of its expiry, or past it (§4), and can no longer be scanned. */
  expired: boolean
  /** Whether a retry is allowed now (1 s after the last attempt). */
  canRetry: boolean
  /** Starts a new pairing (or reuses a live one). */
  retry(): void
}

/**
 * Starts the WalletConnect pairing when a QR or deep-link view opens (unless the app keeps WalletConnect to
 * itself with `manualWCControl`) and follows it: the URI, a failure, and the moment the code expires; `retry`
 * pairs again. What failed is in the store (the error flag) and tracked by
 * core, so the view only needs the flag.
 *
 * @example
 * const { uri, failed, expired, retry } = useWalletConnectPairing({ wallet })
 */
export function useWalletConnectPairing(
  parameters: ConnectWalletConnectParameters = {},
): WalletConnectPairingState {
  const appKit = useAppKitInstance()
  const { uri, pairingExpiry, error } = useStoreSnapshot(appKit.stores.walletConnection)
  const [startedAt, setStartedAt] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const [refused, setRefused] = useState<PorticoError | undefined>(undefined)
  const { wallet } = parameters

  const { manualWCControl } = useStoreSnapshot(appKit.stores.options)

  const start = useCallback(() => {
    setStartedAt(Date.now())
    setRefused(undefined)
    // manualWCControl: the app pairs itself (connectWalletConnect, or its own URI through open({ uri })).
    if (manualWCControl) return
    // The outcome lands in the stores (account, error flag) and is tracked by core; only a refusal of the app
    // itself is kept, to be named.
    connectWalletConnect(appKit.context, { wallet }).catch((error: unknown) => {
      if (error instanceof InvalidProjectIdError || error instanceof InvalidAppConfigurationError)
        setRefused(error)
    })
  }, [appKit, wallet, manualWCControl])

  useEffect(start, [start])

  // Re-render when the code expires (§4: 10 s before its end) and when a retry becomes allowed.
  useEffect(() => {
    const moments = [startedAt + PAIRING_RETRY_INTERVAL_MS]
    if (pairingExpiry !== undefined) moments.push(pairingExpiry - PAIRING_EXPIRY_MARGIN_MS)
    const next = moments.filter((moment) => moment > now).sort((a, b) => a - b)[0]
    if (next === undefined) return
    const timer = setTimeout(() => setNow(Date.now()), next - now + 20)
    return () => clearTimeout(timer)
  }, [startedAt, pairingExpiry, now])

  const expired = uri !== undefined && isPairingExpired(pairingExpiry, now)
  return {
    uri: expired ? undefined : uri,
    failed: error,
    refused: error ? refused : undefined,
    expired,
    canRetry: now - startedAt >= PAIRING_RETRY_INTERVAL_MS || error || expired,
    retry: () => {
      setNow(Date.now())
      start()
    },
  }
}
