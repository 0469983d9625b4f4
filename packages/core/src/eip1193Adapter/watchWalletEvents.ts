import { getAddress, isAddress, type EIP1193Provider } from 'viem'
import { parseChainId } from '../connection/parseChainId.ts'
import { endSession, setSessionChain, type Eip1193AdapterSession } from './eip1193AdapterSession.ts'

/**
 * Follows the connected wallet's EIP-1193 events and reports them as adapter events: new accounts (checksummed,
 * the first active), a new chain (once), and the end of the connection (no account left, or `disconnect`).
 * Reports that cannot be read are ignored, keeping the last good state.
 *
 * @returns A function that stops following.
 *
 * @example
 * session.stopWatching = watchWalletEvents(session, provider)
 */
export function watchWalletEvents(session: Eip1193AdapterSession, provider: EIP1193Provider): () => void {
  const onAccountsChanged = (accounts: readonly string[]) => {
    if (accounts.length === 0) return endSession(session)
    if (!accounts.every((account) => isAddress(account, { strict: false }))) return
    session.accounts = accounts.map((account) => getAddress(account))
    const [address] = session.accounts
    if (address) session.events.emit('accountsChanged', { address, accounts: session.accounts })
  }
  const onChainChanged = (chainIdValue: string) => {
    let chainId: number
    try {
      chainId = parseChainId(chainIdValue)
    } catch {
      return // Not a chain id: keep the chain we have.
    }
    setSessionChain(session, chainId)
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
