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
  isArray,
  isBoolean,
  isNumber,
  isObject,
  isString,
  matches,
  oneOf,
  optional,
} from '../shape/shapeChecks.ts'
import type { AppKitOptions, ResolvedAppKitOptions } from './types.ts'

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
        ].map((name) => [name, optional(isBoolean)]),
      ),
      connectMethodsOrder: optional(isArray(oneOf(['email', 'social', 'wallet']))),
      connectorTypeOrder: optional(
        isArray(
          oneOf(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']),
        ),
      ),
      socials: optional(
        isArray(oneOf(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])),
      ),
    }),
  ),
  adapters: optional(isArray(isObject({ namespace: isString() }))),
  siwx: optional(isObject({ required: optional(isBoolean) })),
  enableEmbedded: optional(isBoolean),
  allowUnsupportedChain: optional(isBoolean),
  basic: optional(isBoolean),
  disableAppend: optional(isBoolean),
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
})

/**
 * Checks the options of `createAppKit` and fills in defaults. The network objects given are kept as they are.
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

  const { networks, defaultNetwork } = options
  if (defaultNetwork && !networks.some((network) => sameNetwork(network, defaultNetwork))) {
    throw new InvalidOptionsError({ option: 'defaultNetwork', problem: 'expected one of `networks`' })
  }
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
    siwx: options.siwx,
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
  }
}

function sameNetwork(a: CaipNetwork, b: CaipNetwork): boolean {
  return a.caipNetworkId === b.caipNetworkId
}
