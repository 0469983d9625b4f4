import { QrIcon } from '../../components/icons/lineIcons.tsx'
import { WalletConnectQr } from './WalletConnectQr.tsx'

/** §2 ConnectingWalletConnectBasic: scan the pairing code with any WalletConnect wallet. */
export function ConnectingWalletConnectBasicView() {
  return <WalletConnectQr walletName="WalletConnect" logo={<QrIcon />} />
}
