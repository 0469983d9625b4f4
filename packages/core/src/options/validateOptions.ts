import {
  DEFAULT_THEME_MODE,
  InvalidOptionsError,
  ProjectIdNotConfiguredError,
  SiweAndSiwxConflictError,
  type CaipNetwork,
} from '@portico/common'
import { resolveFeatures } from './features.ts'
import {
  ShapeProblem,
  either,
  isAnything,
  isArray,
  isBoolean,
  isNumber,
  isObject,
  isRecord,
  isString,
  matches,
  oneOf,
  optional,
} from '../shape/shapeChecks.ts'
import type { AppKitOptions, DefaultAccountTypes, ResolvedAppKitOptions, SiwxConfig } from './types.ts'

/** Where `npm start` runs the Portico API (services/api). */
export const DEFAULT_API_URL = 'http://127.0.0.1:8787'

/** Where `npm start` runs the WalletConnect relay (services/relay). */
export const DEFAULT_RELAY_URL = 'ws://127.0.0.1:8788'

/** Where `npm start` runs the embedded wallet's secure site (services/secure-site). */
export const DEFAULT_SECURE_SITE_URL = 'http://127.0.0.1:8789'

const httpUrl = isString((value, path) => {
  if (!/^https?:\/\//.test(value) || !URL.canParse(value))
    throw new ShapeProblem(path, 'expected an http(s) URL')
})

const webSocketUrl = isString((value, path) => {
  if (!/^wss?:\/\//.test(value) || !URL.canParse(value)) throw new ShapeProblem(path, 'expected a ws(s) URL')
})

const networkCheck = isObject({
  id: either(isNumber, isString(), 'expected a number or a string'),
  name: isString(),
  chainNamespace: oneOf(['eip155', 'solana', 'bip122', 'polkadot']),
  caipNetworkId: isString(
    matches(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 id such as eip155:1'),
  ),
  nativeCurrency: isObject({ name: isString(), symbol: isString(), decimals: isNumber }),
  rpcUrls: isObject({ default: isObject({ http: isArray(isString()) }) }),
  testnet: optional(isBoolean),
})

// §7: wallet ids are 64 hexadecimal characters.
const walletIds = optional(
  isArray(isString(matches(/^[0-9a-fA-F]{64}$/, 'expected wallet ids of 64 hexadecimal characters'))),
)
const optionalText = optional(isString())
const nonEmptyText = isString(matches(/./, 'expected a non-empty string'))
const caipNetworkIdKey = matches(
  /^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/,
  'expected a CAIP-2 id such as eip155:1',
)
const socialsCheck = isArray(oneOf(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']))
const booleanOptions = [
  'enableEmbedded',
  'allowUnsupportedChain',
  'basic',
  'disableAppend',
  'enableWallets',
  'showWallets',
  'enableWalletConnect',
  'enableInjected',
  'enableEIP6963',
  'enableCoinbase',
  'enableWalletGuide',
  'enableReconnect',
  'enableNetworkSwitch',
  'enableAuthLogger',
  'enableMobileFullScreen',
  'experimental_preferUniversalLinks',
  'manualWCControl',
  'debug',
] as const

// Checked after projectId, which has its own §8 error.
const optionsCheck = isObject({
  networks: isArray(networkCheck, { minLength: 1, problem: 'expected a non-empty array of networks' }),
  defaultNetwork: optional(networkCheck),
  metadata: optional(
    isObject({ name: isString(), description: isString(), url: isString(), icons: isArray(isString()) }),
  ),
  themeMode: optional(oneOf(['dark', 'light'])),
  // An empty string (an unset VITE_ variable) means the default, like undefined.
  endpoints: optional(
    isObject({
      api: optional((value, path) => (value === '' ? undefined : httpUrl(value, path))),
      relay: optional((value, path) => (value === '' ? undefined : webSocketUrl(value, path))),
      secureSite: optional((value, path) => (value === '' ? undefined : httpUrl(value, path))),
    }),
  ),
  features: optional(
    isObject({
      ...Object.fromEntries(
        [
          'swaps',
          'onramp',
          'receive',
          'send',
          'email',
          'emailShowWallets',
          'history',
          'analytics',
          'allWallets',
          'legalCheckbox',
          'smartSessions',
          'collapseWallets',
          'pay',
          'reownAuthentication',
        ].map((name) => [name, optional(isBoolean)]),
      ),
      connectMethodsOrder: optional(isArray(oneOf(['email', 'social', 'wallet']))),
      connectorTypeOrder: optional(
        isArray(
          oneOf(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']),
        ),
      ),
      // AppKit's `socials: false` hides them all; otherwise a list, each entry checked.
      socials: optional((value, path) => {
        if (value !== false) socialsCheck(value, path)
      }),
      walletFeaturesOrder: optional(isArray(oneOf(['onramp', 'swaps', 'receive', 'send']))),
    }),
  ),
  adapters: optional(isArray(isObject({ namespace: isString() }))),
  siwx: optional(isObject({ required: optional(isBoolean) })),
  ...Object.fromEntries(booleanOptions.map((name) => [name, optional(isBoolean)])),
  featuredWalletIds: walletIds,
  includeWalletIds: walletIds,
  excludeWalletIds: walletIds,
  customWallets: optional(
    isArray(
      isObject({
        id: nonEmptyText,
        name: nonEmptyText,
        homepage: optionalText,
        image_url: optionalText,
        mobile_link: optionalText,
        desktop_link: optionalText,
        webapp_link: optionalText,
      }),
    ),
  ),
  termsConditionsUrl: optional(httpUrl),
  privacyPolicyUrl: optional(httpUrl),
  defaultAccountTypes: optional(
    isObject({
      eip155: optional(oneOf(['eoa', 'smartAccount'])),
      solana: optional(oneOf(['eoa'])),
      bip122: optional(oneOf(['payment', 'ordinal', 'stx'])),
      polkadot: optional(oneOf(['eoa'])),
    }),
  ),
  coinbasePreference: optional(oneOf(['all', 'smartWalletOnly', 'eoaOnly'])),
  allWallets: optional(oneOf(['SHOW', 'HIDE', 'ONLY_MOBILE'])),
  chainImages: optional(isRecord(isString())),
  connectorImages: optional(isRecord(isString())),
  customRpcUrls: optional(
    isRecord(isArray(isObject({ url: httpUrl, config: isAnything }), { minLength: 1 }), caipNetworkIdKey),
  ),
  tokens: optional(isRecord(isObject({ address: isString(), image: optionalText }), caipNetworkIdKey)),
  universalProvider: isAnything,
  universalProviderConfigOverride: optional(isRecord(isAnything)),
})

/** §6: account types per namespace when the app sets none. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<DefaultAccountTypes> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  bip122: 'payment',
  polkadot: 'eoa',
}

/**
 * Checks the options of `createAppKit` and fills in defaults. The network objects given are kept as they are,
 * except that `customRpcUrls` gives a network a copy with those RPC URLs as its default.
 *
 * @throws {ProjectIdNotConfiguredError} when `projectId` is missing or empty (§5, §8).
 * @throws {SiweAndSiwxConflictError} when both `siweConfig` and `siwx` are set (§5).
 * @throws {InvalidOptionsError} naming the first option with the wrong shape.
 *
 * @example
 * const resolved = validateOptions({ projectId: 'demo', networks: [porticoDevnet] })
 * resolved.endpoints.api // 'http://127.0.0.1:8787'
 */
export function validateOptions(options: AppKitOptions): ResolvedAppKitOptions {
  const input: unknown = options
  if (typeof input !== 'object' || input === null) {
    throw new InvalidOptionsError({ option: 'options', problem: 'expected an object' })
  }
  if (typeof options.projectId !== 'string' || options.projectId.trim() === '') {
    throw new ProjectIdNotConfiguredError()
  }
  // §5: setting both sign-in options is rejected.
  if (options.siweConfig !== undefined && options.siwx !== undefined) throw new SiweAndSiwxConflictError()
  try {
    optionsCheck(options, '')
  } catch (error) {
    if (!(error instanceof ShapeProblem)) throw error
    throw new InvalidOptionsError({ option: error.path || 'options', problem: error.problem })
  }

  const { defaultNetwork } = options
  const networks = withCustomRpcUrls(options.networks, options.customRpcUrls)
  if (defaultNetwork && !networks.some((network) => sameNetwork(network, defaultNetwork))) {
    throw new InvalidOptionsError({ option: 'defaultNetwork', problem: 'expected one of `networks`' })
  }
  // AppKit's SIWE client maps itself to SIWX once; its sign-in is asked in AppKit's SIWE view.
  const siwxOfSiwe = siwxOfSiweConfig(options.siweConfig)
  return {
    projectId: options.projectId,
    networks,
    defaultNetwork:
      networks.find((network) => defaultNetwork && sameNetwork(network, defaultNetwork)) ?? networks[0],
    metadata: options.metadata,
    themeMode: options.themeMode ?? DEFAULT_THEME_MODE,
    themeVariables: options.themeVariables ?? {},
    endpoints: {
      api: (options.endpoints?.api || DEFAULT_API_URL).replace(/\/+$/, ''),
      relay: options.endpoints?.relay || DEFAULT_RELAY_URL,
      secureSite: (options.endpoints?.secureSite || DEFAULT_SECURE_SITE_URL).replace(/\/+$/, ''),
    },
    features: resolveFeatures(options.features),
    adapters: options.adapters,
    siwx: options.siwx ?? siwxOfSiwe,
    signInView: siwxOfSiwe ? 'ConnectingSiwe' : 'SIWXSignMessage',
    enableEmbedded: options.enableEmbedded ?? false,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    basic: options.basic ?? false,
    disableAppend: options.disableAppend ?? false,
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    customWallets: options.customWallets ?? [],
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...withoutUndefined(options.defaultAccountTypes) },
    enableWallets: options.enableWallets ?? options.showWallets ?? true,
    enableWalletConnect: options.enableWalletConnect ?? true,
    enableInjected: options.enableInjected ?? true,
    enableEIP6963: options.enableEIP6963 ?? true,
    enableWalletGuide: options.enableWalletGuide ?? true,
    enableReconnect: options.enableReconnect ?? true,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    enableAuthLogger: options.enableAuthLogger ?? false,
    enableMobileFullScreen: options.enableMobileFullScreen ?? false,
    allWallets: options.allWallets ?? 'SHOW',
    chainImages: { ...options.chainImages },
    connectorImages: { ...options.connectorImages },
    manualWCControl: options.manualWCControl ?? false,
    debug: options.debug ?? false,
  }
}

/** AppKit's SIWE client maps itself to the generic sign-in option (`mapToSIWX()`); other objects map to none. */
function siwxOfSiweConfig(siweConfig: object | undefined): SiwxConfig | undefined {
  const mapToSIWX = (siweConfig as { mapToSIWX?: unknown } | undefined)?.mapToSIWX
  return typeof mapToSIWX === 'function' ? (mapToSIWX.call(siweConfig) as SiwxConfig) : undefined
}

function withoutUndefined<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>
}

/** The networks with `customRpcUrls` as their default RPC; the chain's own list is kept as `chainDefault`. */
function withCustomRpcUrls(
  networks: AppKitOptions['networks'],
  customRpcUrls: AppKitOptions['customRpcUrls'],
): AppKitOptions['networks'] {
  if (!customRpcUrls) return networks
  const [first, ...rest] = networks.map((network) => {
    const urls = customRpcUrls[network.caipNetworkId]?.map(({ url }) => url)
    if (!urls?.length) return network
    return {
      ...network,
      rpcUrls: {
        ...network.rpcUrls,
        default: { ...network.rpcUrls.default, http: urls },
        chainDefault: network.rpcUrls.chainDefault ?? network.rpcUrls.default,
      },
    }
  })
  return [first as CaipNetwork, ...rest]
}

function sameNetwork(a: CaipNetwork, b: CaipNetwork): boolean {
  return a.caipNetworkId === b.caipNetworkId
}
