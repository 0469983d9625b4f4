import { parseChainId } from '@portico/core'
import { utils } from 'ethers'
import type { EIP1193Provider } from 'viem'
import { endSession, type EthersAdapterSession } from '../session.ts'
import { setSessionChain } from './setSessionChain.ts'

/**
 * Follows the connected wallet's EIP-1193 events and reports them as adapter events: new accounts, a new
 * chain, and the end of the connection (no account left, or `disconnect`). Reports that cannot be read are
 * ignored, keeping the last good state.
 *
 * @returns A function that stops following.
 *
 * @example
 * session.stopWatching = watchWalletEvents(session, provider)
 */
export function watchWalletEvents(session: EthersAdapterSession, provider: EIP1193Provider): () => void {
  const onAccountsChanged = (accounts: readonly string[]) => {
    if (accounts.length === 0) return endSession(session)
    if (!accounts.every((account) => utils.isAddress(account))) return
    session.accounts = accounts.map((account) => utils.getAddress(account))
    const [address] = session.accounts
    if (address) session.events.emit('accountsChanged', { address, accounts: session.accounts })
  }
  const onChainChanged = (chainIdValue: string) => {
    try {
      setSessionChain(session, parseChainId(chainIdValue))
    } catch {
      // Not a chain id: keep the chain we have.
    }
  }
  const onDisconnect = () => endSession(session)

  provider.on('accountsChanged', onAccountsChanged)
  provider.on('chainChanged', onChainChanged)
  provider.on('disconnect', onDisconnect)
  return () => {
    provider.removeListener('accountsChanged', onAccountsChanged)
    provider.removeListener('chainChanged', onChainChanged)
    provider.removeListener('disconnect', onDisconnect)
  }
}
