import type { CoreContext } from '../client/coreContext.ts'
import { COIN_TYPE_CHAIN_ID_LIMIT } from './accountNameRules.ts'

/**
 * §5 "registration needs an auth connector": the account is the embedded wallet's (connected through the AUTH
 * connector), or this app offers the embedded wallet's auth connector (email or a social login is on and the
 * UI layer loads the embedded wallet), as AppKit's name service asks of an app (ADR 0023). The signature
 * then comes from whichever wallet is connected.
 *
 * @example
 * hasAuthConnector(context) // true in an app with email login on
 */
export function hasAuthConnector(context: CoreContext): boolean {
  if (context.stores.connection.getState().connections.eip155?.connectorType === 'AUTH') return true
  const { features } = context.stores.options.getState()
  return context.embeddedWallet !== undefined && (features.email || features.socials.length > 0)
}

/**
 * Whether the connected account can register a name now (§1: names only on eip155; §5: an active network with
 * an id below 2^31, an address and an auth connector). The Account view offers "Choose name" when it can.
 *
 * @example
 * canRegisterAccountName(context) // true: connected on the devnet, email login on
 */
export function canRegisterAccountName(context: CoreContext): boolean {
  const { status, address } = context.stores.account.getState()
  const network = context.stores.chain.getState().activeNetwork
  if (status !== 'connected' || !address || network?.chainNamespace !== 'eip155') return false
  const chainId = Number(network.id)
  if (!Number.isInteger(chainId) || chainId < 1 || chainId >= COIN_TYPE_CHAIN_ID_LIMIT) return false
  return context.stores.connection.getState().connections.eip155 !== undefined && hasAuthConnector(context)
}
