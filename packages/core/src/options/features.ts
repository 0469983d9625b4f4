import {
  DEFAULT_CONNECT_ORDER,
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_SOCIAL_LOGINS,
  DEFAULT_WALLET_FEATURE_ORDER,
} from '@portico/common'

/** §9: ways to connect, in the order the Connect view lists them. */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/** §9: groups of connectors, in the order the Connect view lists them. */
export type ConnectorTypeOrder =
  'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended'

/** §5: social login providers (farcaster is listed among them too). */
export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'

/** §9: the Account view's wallet features, in the order it shows them. */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** §1 switchable features and the §9 orders, after defaults are filled in. */
export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  /** Order of connect methods (§9: email, social, wallet). */
  connectMethodsOrder: readonly ConnectMethod[]
  /** Order of connector groups (§9: walletConnect, recent, injected, featured, custom, external, recommended). */
  connectorTypeOrder: readonly ConnectorTypeOrder[]
  /**
   * Social logins shown, in order (§9: google, x, discord, farcaster, github, apple, facebook); none when empty.
   * `farcaster` is left out of the default and shows only when listed (ADR 0022).
   */
  socials: readonly SocialProvider[]
  /** Order of the Account view's wallet features (§9: onramp, swaps, receive, send). */
  walletFeaturesOrder: readonly WalletFeature[]
  /** Accepted for AppKit compatibility, without effect: AppKit Pay is a Reown cloud service. */
  pay: boolean
  /** Accepted for AppKit compatibility, without effect: Reown Authentication is a Reown cloud service; use `siwx`. */
  reownAuthentication: boolean
}

/** What `features` accepts: any of {@link Features}, and `socials: false` (AppKit's way to hide social logins). */
export type FeaturesOptions = Partial<Omit<Features, 'socials'>> & {
  /** Social logins shown, in order; `false` or `[]` shows none. */
  socials?: readonly SocialProvider[] | false | undefined
}

/**
 * §1 default features and §9 default orders.
 *
 * @example
 * DEFAULT_FEATURES.swaps // true
 * DEFAULT_FEATURES.legalCheckbox // false
 */
export const DEFAULT_FEATURES: Readonly<Features> = {
  // §1: on by default.
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  // §1: off by default.
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  connectMethodsOrder: DEFAULT_CONNECT_ORDER as readonly ConnectMethod[],
  connectorTypeOrder: DEFAULT_CONNECTOR_ORDER as readonly ConnectorTypeOrder[],
  // ADR 0022: Farcaster needs a Farcaster auth relay on the secure site, so it is shown only when the app lists it.
  socials: (DEFAULT_SOCIAL_LOGINS as readonly SocialProvider[]).filter(
    (provider) => provider !== 'farcaster',
  ),
  walletFeaturesOrder: DEFAULT_WALLET_FEATURE_ORDER as readonly WalletFeature[],
  pay: false,
  reownAuthentication: false,
}

/**
 * Merges the features a host app sets over the §1/§9 defaults; an order given replaces the default order.
 *
 * @example
 * resolveFeatures({ swaps: false }).swaps // false
 * resolveFeatures({}).connectMethodsOrder // ['email', 'social', 'wallet']
 * resolveFeatures({ socials: false }).socials // []
 */
export function resolveFeatures(features: FeaturesOptions | undefined): Features {
  const given = Object.fromEntries(Object.entries(features ?? {}).filter(([, value]) => value !== undefined))
  const resolved = { ...DEFAULT_FEATURES, ...given } as
    Features | (Omit<Features, 'socials'> & { socials: false })
  return resolved.socials === false ? { ...resolved, socials: [] } : resolved
}
