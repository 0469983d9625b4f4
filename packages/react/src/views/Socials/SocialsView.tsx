import { List } from '../../components/List/List.tsx'
import { ListItem } from '../../components/List/ListItem.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { SOCIAL_NAMES } from '../Connect/SocialButtons.tsx'
import { beginSocialLogin } from './beginSocialLogin.ts'
import { SocialLogoIcon } from './socialLogos.tsx'

/**
 * Social logins (lazily loaded, §2): every provider the app enabled, in its order; picking one runs the login
 * through the embedded wallet's secure site (ConnectingSocial follows).
 */
export function SocialsView() {
  const appKit = useAppKitInstance()
  const { features } = useStoreSnapshot(appKit.stores.options)
  return (
    <div className="portico-stack">
      <List label={t('connect.socials')}>
        {features.socials.map((provider) => (
          <ListItem
            key={provider}
            label={t('connect.continueWith', { provider: SOCIAL_NAMES[provider] })}
            leading={<SocialLogoIcon provider={provider} size={24} />}
            onSelect={() => beginSocialLogin(appKit.context, provider)}
          />
        ))}
      </List>
    </div>
  )
}
