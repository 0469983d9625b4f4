import type { AppKitOptions } from './types.ts'

/** Why an option has no effect in Portico (developer-facing, logged with `debug: true`). */
const WITHOUT_EFFECT: Partial<Record<string, string>> = {
  enableCoinbase:
    'Portico bundles no Coinbase SDK; Coinbase Wallet connects as an installed (EIP-6963) wallet or over WalletConnect.',
  coinbasePreference: 'Portico bundles no Coinbase SDK (see enableCoinbase).',
  experimental_preferUniversalLinks: 'wallets open through the links their registry entry gives.',
  tokens: 'token balances come from the Portico API (services/api).',
  universalProvider: 'Portico runs its own WalletConnect client against endpoints.relay.',
  universalProviderConfigOverride: 'Portico runs its own WalletConnect client against endpoints.relay.',
  siweConfig: 'it has no mapToSIWX(); Portico signs in through `siwx` (e.g. createDefaultSiwx).',
  'features.pay': 'AppKit Pay is a Reown cloud service.',
  'features.reownAuthentication': 'Reown Authentication is a Reown cloud service; use `siwx`.',
  'features.smartSessions': 'the modal has no smart-sessions view; the Portico API serves /v1/sessions.',
  'defaultAccountTypes.eip155':
    "Portico's embedded wallet makes EOAs only; a smartAccount preference is passed on and the account stays an EOA.",
}

/**
 * The `debug` notices for the options given that have no effect in Portico, one line each.
 *
 * @example
 * optionNoticeMessages({ ...options, enableCoinbase: true }) // ['[portico] `enableCoinbase` has no effect: …']
 */
export function optionNoticeMessages(options: AppKitOptions): string[] {
  const given = [
    ...Object.keys(options).filter((key) => {
      const value = (options as unknown as Record<string, unknown>)[key]
      // A siweConfig that maps itself to SIWX (AppKit's SIWE client) works.
      if (key === 'siweConfig') return typeof (value as { mapToSIWX?: unknown })?.mapToSIWX !== 'function'
      return value !== undefined
    }),
    ...Object.entries(options.features ?? {})
      .filter(([key, value]) => value === true || (key === 'smartSessions' && value !== undefined))
      .map(([key]) => `features.${key}`),
    ...(options.defaultAccountTypes?.eip155 === 'smartAccount' ? ['defaultAccountTypes.eip155'] : []),
  ]
  return given.flatMap((key) => {
    const why = WITHOUT_EFFECT[key]
    return why ? [`[portico] \`${key}\` has no effect: ${why}`] : []
  })
}
