import {
  DEFAULT_THEME_MODE,
  InvalidOptionsError,
  ProjectIdNotConfiguredError,
  SiweAndSiwxConflictError,
  type CaipNetwork,
} from '@portico/common'
import * as z from 'zod/mini'
import { resolveFeatures } from './features.ts'
import type { AppKitOptions, ResolvedAppKitOptions } from './types.ts'

/** Where `npm start` runs the Portico API (services/api). */
export const DEFAULT_API_URL = 'http://127.0.0.1:8787'

const httpUrl = z
  .string()
  .check(z.refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), 'expected an http(s) URL'))

const networkSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  chainNamespace: z.enum(['eip155', 'solana', 'bip122', 'polkadot']),
  caipNetworkId: z
    .string()
    .check(z.regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 id such as eip155:1')),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
  rpcUrls: z.object({ default: z.object({ http: z.array(z.string()) }) }),
  testnet: z.optional(z.boolean()),
})

// Checked after projectId, which has its own §8 error.
const optionsSchema = z.object({
  networks: z.array(networkSchema).check(z.minLength(1, 'expected a non-empty array of networks')),
  defaultNetwork: z.optional(networkSchema),
  metadata: z.optional(
    z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) }),
  ),
  themeMode: z.optional(z.enum(['dark', 'light'])),
  // An empty string (an unset VITE_ variable) means the default, like undefined.
  endpoints: z.optional(z.object({ api: z.optional(z.union([z.literal(''), httpUrl])) })),
  features: z.optional(
    z.object({
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
        ].map((name) => [name, z.optional(z.boolean())]),
      ),
      connectMethodsOrder: z.optional(z.array(z.enum(['email', 'social', 'wallet']))),
      connectorTypeOrder: z.optional(
        z.array(
          z.enum(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']),
        ),
      ),
      socials: z.optional(
        z.array(z.enum(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])),
      ),
    }),
  ),
  adapters: z.optional(z.array(z.object({ namespace: z.string() }))),
  siwx: z.optional(z.object({ required: z.optional(z.boolean()) })),
  enableEmbedded: z.optional(z.boolean()),
  allowUnsupportedChain: z.optional(z.boolean()),
  basic: z.optional(z.boolean()),
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
  const result = optionsSchema.safeParse(options)
  const issue = result.error?.issues[0]
  if (issue)
    throw new InvalidOptionsError({ option: issue.path.join('.') || 'options', problem: issue.message })

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
    endpoints: { api: (options.endpoints?.api || DEFAULT_API_URL).replace(/\/+$/, '') },
    features: resolveFeatures(options.features),
    adapters: options.adapters,
    siwx: options.siwx,
    enableEmbedded: options.enableEmbedded ?? false,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    basic: options.basic ?? false,
  }
}

function sameNetwork(a: CaipNetwork, b: CaipNetwork): boolean {
  return a.caipNetworkId === b.caipNetworkId
}
