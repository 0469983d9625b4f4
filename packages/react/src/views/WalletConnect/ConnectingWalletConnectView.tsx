import { chooseWalletDeepLink } from '@portico/core'
import { useMemo, useState } from 'react'
import { Tabs } from '../../components/Tabs.tsx'
import { WalletImage } from '../../components/WalletImage.tsx'
import { ExternalIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { useWalletConnectPairing } from './useWalletConnectPairing.ts'
import { WalletConnectQr } from './WalletConnectQr.tsx'
import { walletLink } from './walletLink.ts'

type Platform = 'mobile' | 'browser'

/**
 * §2 ConnectingWalletConnect: a wallet picked from a list. Its QR code (with its picture), a button that opens
 * the wallet app or web wallet with the pairing URI, and where to get it.
 */
export function ConnectingWalletConnectView() {
  const appKit = useAppKitInstance()
  const { selected } = useStoreSnapshot(appKit.stores.wallets)
  // §4: the picked wallet becomes a recent wallet once it connects.
  const wallet = useMemo(() => (selected ? { id: selected.id, name: selected.name } : undefined), [selected])
  const pairing = useWalletConnectPairing({ wallet })
  const { uri } = pairing
  const [platform, setPlatform] = useState<Platform>('mobile')
  if (!selected) return null
  const platforms: { id: Platform; label: string }[] = [{ id: 'mobile', label: t('walletConnect.mobile') }]
  if (selected.webappLink) platforms.push({ id: 'browser', label: t('walletConnect.browser') })
  const link = uri ? walletLink(selected, platform, uri) : undefined

  const body =
    platform === 'browser' ? (
      <div className="portico-connecting">
        <WalletImage src={selected.imageUrl} size={72} />
        <p className="portico-connecting__title">
          {t('walletConnect.continueIn', { wallet: selected.name })}
        </p>
      </div>
    ) : (
      <WalletConnectQr
        walletName={selected.name}
        logo={<WalletImage src={selected.imageUrl} size={40} eager />}
        pairing={pairing}
      />
    )
  return (
    <div className="portico-stack">
      {platforms.length > 1 ? (
        <Tabs
          label={t('walletConnect.platforms')}
          tabs={platforms}
          selected={platform}
          onSelect={setPlatform}
        >
          {body}
        </Tabs>
      ) : (
        body
      )}
      {link ? (
        <a
          className="portico-button portico-button--primary"
          href={link}
          target="_blank"
          rel="noreferrer noopener"
          data-testid="wc-open-wallet"
          onClick={() => chooseWalletDeepLink(appKit.context, { href: link, name: selected.name })}
        >
          {t('walletConnect.open', { wallet: selected.name })}
          <ExternalIcon />
        </a>
      ) : null}
      {selected.homepage ? (
        <p className="portico-wc__get">
          {t('walletConnect.dontHave', { wallet: selected.name })}{' '}
          <a href={selected.homepage} target="_blank" rel="noreferrer noopener">
            {t('walletConnect.get')}
          </a>
        </p>
      ) : null}
    </div>
  )
}
