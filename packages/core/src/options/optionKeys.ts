import type { FeaturesOptions } from './features.ts'
import type { AppKitOptions } from './types.ts'

/**
 * Every option `createAppKit` accepts: AppKit's documented options and Portico's `endpoints`. A key outside this
 * list is warned about (never silently ignored); the migration guide's option rows are checked against it.
 *
 * @example
 * APPKIT_OPTION_KEYS.includes('enableReconnect') // true
 */
export const APPKIT_OPTION_KEYS = [
  'projectId',
  'networks',
  'defaultNetwork',
  'metadata',
  'themeMode',
  'themeVariables',
  'endpoints',
  'features',
  'adapters',
  'siweConfig',
  'siwx',
  'enableEmbedded',
  'allowUnsupportedChain',
  'basic',
  'disableAppend',
  'featuredWalletIds',
  'includeWalletIds',
  'excludeWalletIds',
  'customWallets',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'defaultAccountTypes',
  'enableWallets',
  'showWallets',
  'enableWalletConnect',
  'enableInjected',
  'enableEIP6963',
  'enableCoinbase',
  'coinbasePreference',
  'enableWalletGuide',
  'enableReconnect',
  'enableNetworkSwitch',
  'enableAuthLogger',
  'enableMobileFullScreen',
  'experimental_preferUniversalLinks',
  'allWallets',
  'chainImages',
  'connectorImages',
  'customRpcUrls',
  'manualWCControl',
  'debug',
  'tokens',
  'universalProvider',
  'universalProviderConfigOverride',
] as const satisfies readonly (keyof AppKitOptions)[]

/** A key of {@link APPKIT_OPTION_KEYS}. */
export type AppKitOptionKey = (typeof APPKIT_OPTION_KEYS)[number]

/**
 * Every key `features` accepts (AppKit's feature flags and orders).
 *
 * @example
 * FEATURE_KEYS.includes('socials') // true
 */
export const FEATURE_KEYS = [
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'emailShowWallets',
  'socials',
  'history',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'connectMethodsOrder',
  'connectorTypeOrder',
  'walletFeaturesOrder',
  'pay',
  'reownAuthentication',
] as const satisfies readonly (keyof FeaturesOptions)[]

/**
 * Option keys (and `features.*` keys) that Portico does not know, in the order given.
 *
 * @example
 * findUnknownOptions({ projectId: 'demo', networks, enableFoo: true }) // ['enableFoo']
 */
export function findUnknownOptions(options: AppKitOptions): string[] {
  const known = new Set<string>(APPKIT_OPTION_KEYS)
  const knownFeatures = new Set<string>(FEATURE_KEYS)
  const unknown = Object.keys(options).filter((key) => !known.has(key))
  const features = Object.keys(options.features ?? {}).filter((key) => !knownFeatures.has(key))
  return [...unknown, ...features.map((key) => `features.${key}`)]
}
