import { connectExternal } from '@portico/core'
import { WalletImage } from '../../components/WalletImage.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { ConnectErrorNotice } from '../Connect/ConnectErrorNotice.tsx'
import { ConnectingPanel } from '../Connect/ConnectingPanel.tsx'

/**
 * §2 ConnectingExternal: an external connector (one an adapter reports that is neither injected nor
 * WalletConnect) is connecting — core's `connectExternal` opened this view and runs the connect. It shows the
 * wait (cancel returns to Connect), then the declined or failed state with a retry; success shows Account.
 */
export function ConnectingExternalView() {
  const appKit = useAppKitInstance()
  const { connectors } = useStoreSnapshot(appKit.stores.connectors)
  const { connectorId, error } = useStoreSnapshot(appKit.stores.connection)
  const connector = connectors.find((candidate) => candidate.id === connectorId)
  if (!connector) return null
  // The outcome lands in the stores (this view's error, or Account); the promise has nothing more to say.
  const retry = () =>
    void connectExternal(appKit.context, { connectorId: connector.id }).catch(() => undefined)
  return error ? (
    <div className="portico-stack">
      {/* The wallet stays named by its picture, as in the wait, above why it did not connect. */}
      <div className="portico-connecting">
        <WalletImage src={connector.imageUrl} size={72} eager />
      </div>
      <ConnectErrorNotice wallet={connector} error={error} onRetry={retry} />
    </div>
  ) : (
    <ConnectingPanel wallet={connector} onCancel={() => void appKit.disconnect()} />
  )
}
