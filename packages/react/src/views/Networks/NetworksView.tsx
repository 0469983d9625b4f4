import type { CaipNetwork } from '@portico/common'
import { useState } from 'react'
import { List } from '../../components/List/List.tsx'
import { ListItem } from '../../components/List/ListItem.tsx'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { shortMessageOf } from '../shortMessageOf.ts'
import { NetworkBadge } from './NetworkBadge.tsx'

/**
 * §2 Networks: the app's networks; picking one switches the wallet to it (§4) and goes back. With AppKit's
 * `enableNetworkSwitch: false` the networks are listed but cannot be picked.
 */
export function NetworksView() {
  const appKit = useAppKitInstance()
  const { networks, activeNetwork } = useStoreSnapshot(appKit.stores.chain)
  const { enableNetworkSwitch } = useStoreSnapshot(appKit.stores.options)
  const [error, setError] = useState<string | undefined>(undefined)
  const [pending, setPending] = useState<string | undefined>(undefined)
  const pick = async (network: CaipNetwork) => {
    setError(undefined)
    setPending(network.caipNetworkId)
    try {
      await appKit.switchNetwork(network)
      appKit.goBack()
    } catch (cause) {
      setError(shortMessageOf(cause))
    } finally {
      setPending(undefined)
    }
  }
  return (
    <div className="portico-stack">
      {enableNetworkSwitch ? null : <p className="portico-legal">{t('networks.switchDisabled')}</p>}
      {error ? (
        <p className="portico-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <List label={t('networks.list')}>
        {networks.map((network) => (
          <ListItem
            key={network.caipNetworkId}
            label={network.name}
            leading={<NetworkBadge network={network} />}
            tag={network.caipNetworkId === activeNetwork?.caipNetworkId ? t('networks.active') : undefined}
            trailing={network.caipNetworkId === activeNetwork?.caipNetworkId ? <CheckIcon /> : undefined}
            disabled={pending !== undefined || !enableNetworkSwitch}
            onSelect={() => void pick(network)}
          />
        ))}
      </List>
    </div>
  )
}
