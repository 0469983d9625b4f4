import { truncateAddress } from '@portico/common'
import { Avatar } from '../../components/Avatar/Avatar.tsx'
import { DisconnectIcon } from '../../components/icons/DisconnectIcon.tsx'
import { NetworkIcon } from '../../components/icons/NetworkIcon.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { AccountBalance } from './AccountBalance.tsx'
import { CopyAddressButton } from './CopyAddressButton.tsx'

/** §2 Account view: who is connected, their native balance, the network, and a way out. */
export function AccountView() {
  const appKit = useAppKitInstance()
  const account = useStoreSnapshot(appKit.stores.account)
  const { activeNetwork } = useStoreSnapshot(appKit.stores.chain)
  const { address } = account
  if (!address) return null

  const disconnect = () => {
    // Closing first spares a flash of the Connect view that disconnecting resets to.
    void appKit.close()
    void appKit.disconnect()
  }
  return (
    <div className="portico-account">
      <Avatar address={address} size={72} />
      <div className="portico-account__identity">
        <span className="portico-account__address" data-testid="account-address" title={address}>
          {truncateAddress(address)}
        </span>
        <CopyAddressButton address={address} />
      </div>
      <AccountBalance {...account} />
      <div className="portico-account__rows">
        <div className="portico-row">
          <span className="portico-account__row-icon">
            <NetworkIcon />
          </span>
          <span className="portico-account__row-label">{t('account.network')}</span>
          <span className="portico-account__row-value">
            {activeNetwork?.name ?? t('account.unsupportedNetwork')}
          </span>
        </div>
        <button type="button" className="portico-row portico-row--action" onClick={disconnect}>
          <span className="portico-account__row-icon">
            <DisconnectIcon />
          </span>
          <span className="portico-account__row-label">{t('account.disconnect')}</span>
        </button>
      </div>
    </div>
  )
}
