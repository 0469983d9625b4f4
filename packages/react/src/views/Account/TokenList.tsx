import { formatBalance } from '@portico/common'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'

/** The Tokens tab: every token the account holds on the network, with its quantity and USD value. */
export function TokenList() {
  const appKit = useAppKitInstance()
  const { tokenBalances } = useStoreSnapshot(appKit.stores.send)
  const { balanceLoading } = useStoreSnapshot(appKit.stores.account)
  const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' })
  if (tokenBalances.length === 0) {
    return (
      <p className="portico-empty__description portico-tab-empty" role="status">
        {balanceLoading ? t('account.balanceLoading') : t('account.noTokens')}
      </p>
    )
  }
  return (
    <ul className="portico-tokens" role="list">
      {tokenBalances.map((token) => (
        <li key={`${token.chainId}/${token.address ?? token.symbol}`} className="portico-token">
          {token.iconUrl ? (
            <img
              className="portico-token__icon"
              src={token.iconUrl}
              alt=""
              width={36}
              height={36}
              loading="lazy"
            />
          ) : (
            <span className="portico-token__icon portico-token__icon--empty" aria-hidden="true" />
          )}
          <span className="portico-token__main">
            <span className="portico-token__name">{token.name}</span>
            <span className="portico-token__quantity">{`${formatBalance(token.quantity.numeric)} ${token.symbol}`}</span>
          </span>
          <span className="portico-token__value">
            {token.value === undefined ? '—' : usd.format(token.value)}
          </span>
        </li>
      ))}
    </ul>
  )
}
