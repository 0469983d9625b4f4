import {
  connectExternal,
  getRecentWallets,
  prefetchWalletList,
  pushView,
  RECOMMENDED_WALLET_COUNT,
  selectWallet,
  walletImageUrl,
  type ConnectorTypeOrder,
  type SelectedWallet,
  type WalletListing,
  type WalletSections,
} from '@portico/core'
import { useEffect, type ReactNode } from 'react'
import { List } from '../../components/List/List.tsx'
import { ListItem } from '../../components/List/ListItem.tsx'
import { ListItemSkeleton } from '../../components/List/ListItemSkeleton.tsx'
import { GridIcon, QrIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'

/** Props of {@link WalletGroups}. */
export interface WalletGroupsProps {
  /** Connects an announced (installed) wallet. */
  onConnect: (connectorId: string) => void
  /** Rows are disabled (the legal checkbox is not ticked yet). */
  disabled: boolean
  /** Which groups AppKit's wallet options let show (core's `selectWalletSections`). */
  sections: WalletSections
}

/** A registry wallet as the Connect and All wallets views pick it. */
export function toSelectedWallet(imageUrl: string | undefined, wallet: WalletListing): SelectedWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl,
    mobileLink: wallet.mobile_link ?? undefined,
    desktopLink: wallet.desktop_link ?? undefined,
    webappLink: wallet.webapp_link ?? undefined,
    homepage: wallet.homepage ?? undefined,
  }
}

/**
 * §9 connector groups in the app's connectorTypeOrder (walletConnect, recent, injected, featured, custom,
 * external, recommended), then "All wallets", each as far as `sections` lets it show. A registry or recent wallet
 * that is also installed is listed once, as installed.
 */
export function WalletGroups({ onConnect, disabled, sections }: WalletGroupsProps) {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const { connectors } = useStoreSnapshot(appKit.stores.connectors)
  const { featured, recommended, featuredLoaded, error, count } = useStoreSnapshot(appKit.stores.wallets)
  const { features, customWallets, featuredWalletIds } = useStoreSnapshot(appKit.stores.options)

  // Usually loaded already (at idle after the page loaded, or when the modal opened); a failure is in `error`.
  useEffect(() => {
    if (sections.walletConnect) void prefetchWalletList(appKit.context)
  }, [appKit, sections.walletConnect])

  const installed = new Set(connectors.map((connector) => connector.info.rdns))
  const notInstalled = (wallet: WalletListing) => !wallet.rdns || !installed.has(wallet.rdns)
  // §2: an external connector connects in its own view (ConnectingExternal), which shows the outcome.
  const onConnectExternal = (connectorId: string) =>
    void connectExternal(context, { connectorId }).catch(() => undefined)
  const pick = (wallet: WalletListing) =>
    selectWallet(context, toSelectedWallet(walletImageUrl(context, wallet), wallet))
  // Rows of the final size while the registry answers, so the modal does not grow when it does (issue 19).
  const skeletonRows = (group: string, rows: number) =>
    Array.from({ length: rows }, (_, index) => <ListItemSkeleton key={`${group}-skeleton-${index}`} />)
  const loading = !featuredLoaded && !error
  const registryRows = (wallets: readonly WalletListing[]) =>
    wallets
      .filter(notInstalled)
      .map((wallet) => (
        <ListItem
          key={wallet.id}
          label={wallet.name}
          imageUrl={walletImageUrl(context, wallet)}
          disabled={disabled}
          onSelect={() => pick(wallet)}
        />
      ))

  const groups: Record<ConnectorTypeOrder, () => ReactNode> = {
    walletConnect: () => (
      <ListItem
        key="walletConnect"
        label="WalletConnect"
        tag={t('connect.qrCode')}
        leading={
          <span className="portico-list-item__image portico-list-item__image--icon">
            <QrIcon />
          </span>
        }
        disabled={disabled}
        onSelect={() => pushView(context, 'ConnectingWalletConnectBasic')}
      />
    ),
    recent: () =>
      // A recent wallet that is a connector on this page (an installed or external wallet, recorded under its
      // connector id) is listed once, where it connects directly; the rest reconnect over WalletConnect.
      getRecentWallets(context.storage)
        .filter((wallet) => !connectors.some((connector) => connector.id === wallet.id))
        .map((wallet) => {
          const imageUrl = wallet.image_id
            ? walletImageUrl(context, { image_id: wallet.image_id })
            : undefined
          return (
            <ListItem
              key={`recent-${wallet.id}`}
              label={wallet.name}
              tag={t('connect.recent')}
              imageUrl={imageUrl}
              disabled={disabled}
              onSelect={() =>
                selectWallet(context, {
                  id: wallet.id,
                  name: wallet.name,
                  imageUrl,
                  mobileLink: undefined,
                  desktopLink: undefined,
                  webappLink: undefined,
                  homepage: undefined,
                })
              }
            />
          )
        }),
    injected: () =>
      connectors
        .filter((connector) => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED')
        .map((connector) => (
          <ListItem
            key={connector.id}
            label={connector.name}
            imageUrl={connector.imageUrl}
            tag={t('connect.installed')}
            disabled={disabled}
            onSelect={() => onConnect(connector.id)}
          />
        )),
    featured: () => (loading ? skeletonRows('featured', featuredWalletIds.length) : registryRows(featured)),
    custom: () =>
      customWallets.map((wallet) => (
        <ListItem
          key={`custom-${wallet.id}`}
          label={wallet.name}
          imageUrl={wallet.image_url}
          disabled={disabled}
          onSelect={() =>
            selectWallet(context, {
              id: wallet.id,
              name: wallet.name,
              imageUrl: wallet.image_url,
              mobileLink: wallet.mobile_link,
              desktopLink: wallet.desktop_link,
              webappLink: wallet.webapp_link,
              homepage: wallet.homepage,
            })
          }
        />
      )),
    external: () =>
      connectors
        .filter((connector) => connector.type === 'EXTERNAL')
        .map((connector) => (
          <ListItem
            key={connector.id}
            label={connector.name}
            imageUrl={connector.imageUrl}
            disabled={disabled}
            onSelect={() => onConnectExternal(connector.id)}
          />
        )),
    recommended: () =>
      loading ? skeletonRows('recommended', RECOMMENDED_WALLET_COUNT) : registryRows(recommended),
  }

  // Registry, recent and custom wallets connect over WalletConnect; installed ones directly.
  const shown: Record<ConnectorTypeOrder, boolean> = {
    walletConnect: sections.walletConnect,
    recent: sections.walletConnect,
    injected: sections.injected,
    featured: sections.walletConnect,
    custom: sections.walletConnect,
    external: true,
    recommended: sections.walletConnect,
  }
  return (
    <List label={t('connect.wallets')}>
      {features.connectorTypeOrder.filter((group) => shown[group]).map((group) => groups[group]())}
      {sections.allWallets ? (
        <ListItem
          key="all"
          label={t('connect.allWallets')}
          tag={count > 0 ? t('connect.allWalletsCount', { count: count > 99 ? '99+' : count }) : undefined}
          leading={
            <span className="portico-list-item__image portico-list-item__image--icon">
              <GridIcon />
            </span>
          }
          disabled={disabled}
          onSelect={() => pushView(context, 'AllWallets')}
        />
      ) : null}
    </List>
  )
}
