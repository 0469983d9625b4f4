import { fetchOnrampOptions, resetView, type OnrampOptions, type OnrampProviderInfo } from '@portico/core'
import { useEffect, useState } from 'react'
import { EmptyState } from '../../components/EmptyState.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { CardIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { t } from '../../i18n/translate.ts'
import { adoptDocumentStyles } from '../../modal/adoptDocumentStyles.ts'
import { OnRampAmountForm, type StartedCheckout } from './OnRampAmountForm.tsx'
import { OnRampCheckoutProgress } from './OnRampCheckoutProgress.tsx'
import { OnRampProviderList } from './OnRampProviderList.tsx'
import { onrampErrorMessage } from './onrampErrorMessage.ts'
import onrampStyles from './onramp.css?inline'

adoptDocumentStyles(onrampStyles)

type Loaded = { options: OnrampOptions } | { error: string }

/**
 * On-ramp (lazily loaded, §2; AppKit's OnRampProviders): buy crypto with a card. The providers and options come
 * from the API (§7 `/v1/onramp/options`); after a provider, the asset, currency and amount with its quote; then
 * the provider's checkout in a popup while this view follows the purchase until the asset arrives.
 */
export function OnRampView() {
  const appKit = useAppKitInstance()
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined)
  const [provider, setProvider] = useState<OnrampProviderInfo | undefined>(undefined)
  const [checkout, setCheckout] = useState<StartedCheckout | undefined>(undefined)

  useEffect(() => {
    let current = true
    fetchOnrampOptions(appKit.context).then(
      (options) => current && setLoaded({ options }),
      (cause: unknown) => current && setLoaded({ error: onrampErrorMessage(cause) }),
    )
    return () => {
      current = false
    }
  }, [appKit, attempt])

  if (!loaded) {
    return (
      <div className="portico-connecting" role="status">
        <Spinner size={32} />
        <p className="portico-connecting__description">{t('onramp.providersLoading')}</p>
      </div>
    )
  }
  if ('error' in loaded) {
    return (
      <div className="portico-stack" role="alert">
        <p className="portico-field__hint">{t('onramp.providersFailed', { reason: loaded.error })}</p>
        <button
          type="button"
          className="portico-button portico-button--primary"
          onClick={() => {
            setLoaded(undefined)
            setAttempt((count) => count + 1)
          }}
        >
          {t('onramp.retry')}
        </button>
      </div>
    )
  }
  const { options } = loaded
  if (options.providers.length === 0) {
    return (
      <EmptyState
        icon={<CardIcon />}
        title={t('onramp.noProviders.title')}
        description={t('onramp.noProviders.description')}
      />
    )
  }
  if (checkout) {
    return (
      <OnRampCheckoutProgress
        checkout={checkout}
        onDone={() => resetView(appKit.context, 'Account')}
        onStartOver={() => setCheckout(undefined)}
      />
    )
  }
  if (!provider) return <OnRampProviderList providers={options.providers} onSelect={setProvider} />
  return (
    <OnRampAmountForm
      options={options}
      provider={provider}
      onChangeProvider={() => setProvider(undefined)}
      onStarted={setCheckout}
    />
  )
}
