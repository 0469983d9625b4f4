import { truncateAddress } from '@portico/common'
import { useAppKitInstance } from '../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../hooks/useStoreSnapshot.ts'
import { t } from '../i18n/translate.ts'

/**
 * One polite live region that says what the connection is doing (connecting, connected to which address,
 * disconnected) and why a connect failed, so screen-reader users hear what sighted users see change.
 */
export function LiveAnnouncer() {
  const appKit = useAppKitInstance()
  const { status, address } = useStoreSnapshot(appKit.stores.account)
  const { error, connectorId } = useStoreSnapshot(appKit.stores.connection)
  const { connectors } = useStoreSnapshot(appKit.stores.connectors)
  const wallet = connectors.find((connector) => connector.id === connectorId)?.name ?? t('approve.yourWallet')
  const message = error
    ? t('live.error', { reason: error.shortMessage })
    : status === 'connecting'
      ? t('live.connecting', { wallet })
      : status === 'connected' && address
        ? t('live.connected', { address: truncateAddress(address) })
        : ''
  return (
    <div className="portico-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {message}
    </div>
  )
}
