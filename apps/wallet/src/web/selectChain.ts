import type { DevnetChainId } from '@portico/devnet/manifest'
import { activityText } from './activityText.ts'
import { announceChain } from './announceToSessions.ts'
import { isDevnetChainId } from './walletAccounts.ts'
import type { WebWalletContext } from './webWalletContext.ts'

/**
 * Selects a devnet chain and tells every dapp that approved it (`chainChanged`).
 *
 * @example
 * await selectChain(context, 31338)
 */
export async function selectChain(context: WebWalletContext, chainId: DevnetChainId): Promise<void> {
  if (!isDevnetChainId(chainId) || chainId === context.state.chainId) return
  context.setState({ chainId })
  context.savePreferences()
  context.log(activityText.chain(chainId))
  if (context.client && context.state.phase === 'ready') await announceChain(context, chainId)
}
