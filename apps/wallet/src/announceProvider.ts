import type { DevWalletProvider } from './devWalletProvider.ts'

/** EIP-6963 provider info. */
export interface ProviderInfo {
  uuid: string
  name: string
  icon: `data:image/${string}`
  rdns: string
}

/**
 * Announces `provider` the EIP-6963 way: once now, and again whenever a dapp dispatches
 * `eip6963:requestProvider`. Returns a function that stops answering.
 *
 * @example
 * const stop = announceProvider(window, { uuid: crypto.randomUUID(), name: 'Portico Dev Wallet', icon, rdns }, provider)
 */
export function announceProvider(
  target: Window,
  info: ProviderInfo,
  provider: DevWalletProvider,
): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
