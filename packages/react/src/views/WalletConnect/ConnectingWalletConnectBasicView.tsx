import { QrIcon } from '../../components/icons/lineIcons.tsx'
import { useWalletConnectPairing } from './useWalletConnectPairing.ts'
import { WalletConnectQr } from './WalletConnectQr.tsx'

/** §2 ConnectingWalletConnectBasic: scan the pairing code with any WalletConnect wallet. */
export function ConnectingWalletConnectBasicView() {
  const pairing = useWalletConnectPairing()
  return <WalletConnectQr walletName="WalletConnect" logo={<QrIcon />} pairing={pairing} />
}
