import type { OnrampProviderInfo } from '@portico/core'
import { List } from '../../components/List/List.tsx'
import { ListItem } from '../../components/List/ListItem.tsx'
import { CardIcon } from '../../components/icons/lineIcons.tsx'
import { t } from '../../i18n/translate.ts'

/** Props of {@link OnRampProviderList}. */
export interface OnRampProviderListProps {
  providers: readonly OnrampProviderInfo[]
  onSelect: (provider: OnrampProviderInfo) => void
}

/** AppKit's OnRampProviders: the providers the API runs, each with its fee and what it is. */
export function OnRampProviderList({ providers, onSelect }: OnRampProviderListProps) {
  return (
    <div className="portico-stack">
      <List label={t('onramp.providers')}>
        {providers.map((provider) => (
          <ListItem
            key={provider.name}
            label={provider.displayName}
            leading={
              <span className="portico-list-item__image portico-list-item__image--empty portico-onramp__glyph">
                <CardIcon />
              </span>
            }
            tag={provider.sandbox ? t('onramp.sandboxTag') : undefined}
            onSelect={() => onSelect(provider)}
          />
        ))}
      </List>
      {providers.map((provider) => (
        <p key={provider.name} className="portico-wc__hint" data-testid="onramp-provider-about">
          {`${provider.displayName} (${t('onramp.fee', { percent: provider.feePercent })}): ${provider.description}.`}
        </p>
      ))}
    </div>
  )
}
