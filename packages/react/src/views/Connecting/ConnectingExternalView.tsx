import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { ConnectErrorNotice } from '../Connect/ConnectErrorNotice.tsx'
import { ConnectingPanel } from '../Connect/ConnectingPanel.tsx'

/** §2 ConnectingExternal: waiting on an external connector (one an adapter brings), with a retry on failure. */
export function ConnectingExternalView() {
  const appKit = useAppKitInstance()
  const { connectors } = useStoreSnapshot(appKit.stores.connectors)
  const { connectorId, error } = useStoreSnapshot(appKit.stores.connection)
  const connector = connectors.find((candidate) => candidate.id === connectorId)
  if (!connector) return null
  const retry = () => void appKit.connect(connector.id).catch(() => undefined)
  return error ? (
    <ConnectErrorNotice wallet={connector} error={error} onRetry={retry} />
  ) : (
    <ConnectingPanel wallet={connector} onCancel={() => void appKit.disconnect()} />
  )
}
