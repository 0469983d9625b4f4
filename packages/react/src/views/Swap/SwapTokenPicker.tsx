import { formatBalance } from '@portico/common'
import { filterSwapTokens, type SwapToken } from '@portico/core'
import { useState } from 'react'
import { List } from '../../components/List/List.tsx'
import { ListItem } from '../../components/List/ListItem.tsx'
import { TextField } from '../../components/TextField.tsx'
import { SearchIcon } from '../../components/icons/lineIcons.tsx'
import { t } from '../../i18n/translate.ts'

/** Props of {@link SwapTokenPicker}. */
export interface SwapTokenPickerProps {
  /** What is being picked: the token to pay with or the one to receive. */
  title: string
  tokens: readonly SwapToken[]
  myTokensWithBalance: readonly SwapToken[]
  onPick: (token: SwapToken) => void
  onCancel: () => void
}

/** The Swap view's token picker: a search box over the network's tokens, each with the account's balance. */
export function SwapTokenPicker({
  title,
  tokens,
  myTokensWithBalance,
  onPick,
  onCancel,
}: SwapTokenPickerProps) {
  const [query, setQuery] = useState('')
  const choices = filterSwapTokens({ tokens, myTokensWithBalance, query })
  return (
    <div className="portico-stack">
      <p className="portico-swap__label">{title}</p>
      <TextField
        label={t('swap.searchTokens')}
        hideLabel
        placeholder={t('swap.searchTokens')}
        value={query}
        onChange={setQuery}
        leading={<SearchIcon />}
        autoComplete="off"
        spellCheck={false}
        autoFocus
      />
      {choices.length === 0 ? (
        <p className="portico-tab-empty" role="status">
          {t('swap.noTokenMatches', { query: query.trim() })}
        </p>
      ) : (
        <List label={t('swap.tokens')}>
          {choices.map(({ token, balance }) => (
            <ListItem
              key={token.address}
              label={`${token.symbol} ${token.name}`}
              imageUrl={token.logoUri || undefined}
              tag={formatBalance(balance)}
              onSelect={() => onPick(token)}
            />
          ))}
        </List>
      )}
      <button type="button" className="portico-button portico-button--secondary" onClick={onCancel}>
        {t('swap.backToSwap')}
      </button>
    </div>
  )
}
