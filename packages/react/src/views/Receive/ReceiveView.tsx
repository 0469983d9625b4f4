import { truncateAddress } from '@portico/common'
import { Avatar } from '../../components/Avatar/Avatar.tsx'
import { QrCode } from '../../components/QrCode.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { CopyAddressButton } from '../Account/CopyAddressButton.tsx'
import { NetworkBadge } from '../Networks/NetworkBadge.tsx'

/** Receive (lazily loaded, §2): the account's address as a QR code and text to copy, and the networks it works on. */
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
        <span className="portico-account__address" title={address}>
          {truncateAddress(address)}
        </span>
        <CopyAddressButton address={address} />
      </div>
      <p className="portico-wc__hint">{t('receive.hint')}</p>
      <ul className="portico-network-strip" aria-label={t('receive.networks')}>
        {sameNamespace.map((network) => (
          <li key={network.caipNetworkId} title={network.name}>
            <NetworkBadge network={network} />
            <span className="portico-visually-hidden">{network.name}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
