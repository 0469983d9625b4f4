import { DisconnectIcon } from '../../components/icons/DisconnectIcon.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { t } from '../../i18n/translate.ts'

/** The "Disconnect" row: closes the modal, then disconnects (sparing a flash of the Connect view). */
export function DisconnectRow() {
  const appKit = useAppKitInstance()
  const disconnect = () => {
    void appKit.close()
    void appKit.disconnect()
  }
  return (
    <button type="button" className="portico-row portico-row--action" onClick={disconnect}>
      <span className="portico-account__row-icon">
        <DisconnectIcon />
      </span>
      <span className="portico-account__row-label">{t('account.disconnect')}</span>
    </button>
  )
}
