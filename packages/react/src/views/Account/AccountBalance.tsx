import { formatBalance } from '@portico/common'
import type { AccountState } from '@portico/core'
import { t } from '../../i18n/translate.ts'

/** Props of {@link AccountBalance}. */
export type AccountBalanceProps = Pick<
  AccountState,
  'balance' | 'balanceSymbol' | 'balanceLoading' | 'balanceError'
>

/** The native balance ('9,998.76 ETH'), a skeleton while it loads, or §8 'Token Balance Unavailable'. */
export function AccountBalance({
  balance,
  balanceSymbol,
  balanceLoading,
  balanceError,
}: AccountBalanceProps) {
  const pending = balanceLoading || (balance === undefined && !balanceError)
  return (
    <p className="portico-account__balance" data-testid="account-balance" aria-busy={pending}>
      {pending ? (
        <>
          <span className="portico-skeleton portico-skeleton--balance" aria-hidden="true" />
          <span className="portico-visually-hidden">{t('account.balanceLoading')}</span>
        </>
      ) : balanceError || balance === undefined ? (
        <span className="portico-account__balance-error">{t('account.balanceUnavailable')}</span>
      ) : (
        `${formatBalance(balance)}${balanceSymbol ? ` ${balanceSymbol}` : ''}`
      )}
    </p>
  )
}
