import { truncateAddress } from '@portico/common'
import { Avatar } from '../../components/Avatar/Avatar.tsx'
import { QrCode } from '../../components/QrCode.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { adoptDocumentStyles } from '../../modal/adoptDocumentStyles.ts'
import { CopyAddressButton } from '../Account/CopyAddressButton.tsx'
import { NetworkBadge } from '../Networks/NetworkBadge.tsx'
import receiveStyles from './receive.css?inline'

adoptDocumentStyles(receiveStyles)

/**
 * Receive (lazily loaded, §2): the account's address as a QR code and text to copy, and, by name, the app's
 * networks of the account's namespace — the ones the same address receives on.
 */
export function ReceiveView() {
  const appKit = useAppKitInstance()
  const { address } = useStoreSnapshot(appKit.stores.account)
  const { networks, activeNetwork } = useStoreSnapshot(appKit.stores.chain)
  if (!address) return null
  const sameNamespace = networks.filter((network) => network.chainNamespace === activeNetwork?.chainNamespace)
  return (
    <div className="portico-wc">
      <QrCode value={address} label={t('receive.qrLabel')} logo={<Avatar address={address} size={40} />} />
      <div className="portico-account__identity">
        <span className="portico-account__address" data-testid="receive-address" title={address}>
          {truncateAddress(address)}
        </span>
        <CopyAddressButton address={address} />
      </div>
      <p className="portico-wc__hint">{t('receive.hint')}</p>
      <ul className="portico-receive__networks" aria-label={t('receive.networks')}>
        {sameNamespace.map((network) => (
          <li key={network.caipNetworkId} className="portico-receive__network">
            <NetworkBadge network={network} />
            <span>{network.name}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
