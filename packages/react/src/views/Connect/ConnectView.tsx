import { FocusRegion } from '../../components/Modal/FocusRegion.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { ConnectErrorNotice } from './ConnectErrorNotice.tsx'
import { ConnectingPanel } from './ConnectingPanel.tsx'
import { NoWalletFound } from './NoWalletFound.tsx'
import { WalletList } from './WalletList.tsx'

/** §2 Connect view: the announced wallets, the wait while one connects, and why the last attempt failed. */
export function ConnectView() {
  const appKit = useAppKitInstance()
  const { connectors } = useStoreSnapshot(appKit.stores.connectors)
  const { status } = useStoreSnapshot(appKit.stores.account)
  const { connectorId, error } = useStoreSnapshot(appKit.stores.connection)
  const selected = connectors.find((connector) => connector.id === connectorId)

  // The outcome lands in the stores (Account view, or the error below); the promise has nothing more to say.
  const connect = (id: string) => void appKit.connect(id).catch(() => undefined)

  if (status === 'connecting' && selected) {
    return (
      <FocusRegion key="connecting">
        <ConnectingPanel wallet={selected} onCancel={() => void appKit.disconnect()} />
      </FocusRegion>
    )
  }
  return (
    <FocusRegion key="wallets" className="portico-stack">
      {error && selected ? (
        <ConnectErrorNotice wallet={selected} error={error} onRetry={() => connect(selected.id)} />
      ) : null}
      {connectors.length === 0 ? (
        <NoWalletFound />
      ) : (
        <WalletList connectors={connectors} onSelect={connect} />
      )}
    </FocusRegion>
  )
}
