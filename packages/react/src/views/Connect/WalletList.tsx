import type { Connector } from '@portico/core'
import { List } from '../../components/List/List.tsx'
import { ListItem } from '../../components/List/ListItem.tsx'
import { t } from '../../i18n/translate.ts'

/** Props of {@link WalletList}. */
export interface WalletListProps {
  connectors: readonly Connector[]
  onSelect: (connectorId: string) => void
}

/** The wallets a person can pick; each row's accessible name is the wallet name plus "Installed". */
export function WalletList({ connectors, onSelect }: WalletListProps) {
  return (
    <List label={t('connect.wallets')}>
      {connectors.map((connector) => (
        <ListItem
          key={connector.id}
          label={connector.name}
          imageUrl={connector.imageUrl}
          tag={connector.type === 'ANNOUNCED' ? t('connect.installed') : undefined}
          onSelect={() => onSelect(connector.id)}
        />
      ))}
    </List>
  )
}
