import type { Connector } from '../connectors/types.ts'
import { AUTH_CONNECTOR_ID, type EmbeddedUser, type EmbeddedWallet } from './embeddedWallet.ts'

const PROVIDER_NAMES: Record<string, string> = {
  email: 'Email',
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/**
 * The wallet name shown for the embedded wallet: 'Email wallet', or the social provider's, e.g. 'Google wallet'.
 *
 * @example
 * embeddedWalletName('github') // 'GitHub wallet'
 */
export function embeddedWalletName(authProvider: string): string {
  return `${PROVIDER_NAMES[authProvider] ?? authProvider} wallet`
}

/**
 * §3 the auth connector (type AUTH, AppKit's id `ID_AUTH`) of a signed-in embedded wallet user.
 *
 * @example
 * const connector = authConnector(wallet, user) // { id: 'ID_AUTH', type: 'AUTH', name: 'Email wallet', … }
 */
export function authConnector(wallet: Pick<EmbeddedWallet, 'provider'>, user: EmbeddedUser): Connector {
  return {
    id: AUTH_CONNECTOR_ID,
    name: embeddedWalletName(user.authProvider),
    imageUrl: '',
    type: 'AUTH',
    chain: 'eip155',
    info: { rdns: AUTH_CONNECTOR_ID, uuid: AUTH_CONNECTOR_ID },
    provider: wallet.provider,
  }
}
