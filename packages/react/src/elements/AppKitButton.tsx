import { formatBalance, truncateAddress } from '@portico/common'
import type { AccountState } from '@portico/core'
import { Avatar } from '../components/Avatar/Avatar.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useAppKitInstance } from '../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../hooks/useStoreSnapshot.ts'
import { t } from '../i18n/translate.ts'

/** Props of {@link AppKitButton}, read from `<appkit-button>`'s attributes. */
export interface AppKitButtonProps {
  /** Text of the connect button (`label` attribute); default "Connect Wallet". */
  label?: string | undefined
  /** Leaves the balance out of the account button (`balance="hide"`). */
  hideBalance?: boolean | undefined
}

function BalanceText({ balance, balanceSymbol, balanceLoading, balanceError }: AccountState) {
  if (balanceError) return null
  if (balanceLoading || balance === undefined) {
    return <span className="portico-skeleton portico-skeleton--inline" aria-hidden="true" />
  }
  return (
    <span className="portico-account-button__balance">
      {`${formatBalance(balance)}${balanceSymbol ? ` ${balanceSymbol}` : ''}`}
    </span>
  )
}

/** What `<appkit-button>` renders: "Connect Wallet", or the account (balance and address); both open the modal. */
export function AppKitButton({ label, hideBalance }: AppKitButtonProps) {
  const appKit = useAppKitInstance()
  const account = useStoreSnapshot(appKit.stores.account)
  const { themeMode } = useStoreSnapshot(appKit.stores.theme)
  const open = () => void appKit.open()

  return (
    <span className="portico-root portico-button-root" data-theme={themeMode}>
      {account.status === 'connected' && account.address ? (
        <button type="button" className="portico-account-button" data-testid="account-button" onClick={open}>
          {hideBalance ? null : <BalanceText {...account} />}
          <span className="portico-account-button__address">
            <Avatar address={account.address} size={22} />
            {truncateAddress(account.address)}
          </span>
        </button>
      ) : (
        <button type="button" className="portico-connect-button" data-testid="connect-button" onClick={open}>
          {account.status === 'connecting' ? (
            <>
              <Spinner size={16} />
              {t('button.connecting')}
            </>
          ) : (
            (label ?? t('button.connect'))
          )}
        </button>
      )}
    </span>
  )
}
