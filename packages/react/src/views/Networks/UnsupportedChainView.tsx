import { AlertIcon } from '../../components/icons/AlertIcon.tsx'
import { t } from '../../i18n/translate.ts'
import { DisconnectRow } from '../Account/DisconnectRow.tsx'
import { NetworksView } from './NetworksView.tsx'

/**
 * §2 UnsupportedChain: the wallet is on a network the app does not list. Pick a listed one (or disconnect);
 * back closes the modal while this view is in the history (§2).
 */
export function UnsupportedChainView() {
  return (
    <div className="portico-stack">
      <div className="portico-notice" role="alert">
        <span className="portico-notice__icon">
          <AlertIcon />
        </span>
        <div className="portico-notice__text">
          <p className="portico-notice__title">{t('unsupported.title')}</p>
          <p className="portico-notice__description">{t('unsupported.description')}</p>
        </div>
      </div>
      <NetworksView />
      <DisconnectRow />
    </div>
  )
}
