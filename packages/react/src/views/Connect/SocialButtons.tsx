import type { SocialProvider } from '@portico/core'
import { SOCIAL_NAMES } from '../../i18n/socialNames.ts'
import { t } from '../../i18n/translate.ts'
import { SocialLogoIcon } from '../Socials/socialLogos.tsx'

export { SOCIAL_NAMES }

/** Props of {@link SocialButtons}. */
export interface SocialButtonsProps {
  providers: readonly SocialProvider[]
  disabled: boolean
  onSelect: (provider: SocialProvider) => void
  /** Shows every social login (the "More" tile). */
  onMore: () => void
}

/** The first social login as a wide button, the next three as tiles, the rest behind "More"; each shows its logo. */
export function SocialButtons({ providers, disabled, onSelect, onMore }: SocialButtonsProps) {
  const [first, ...rest] = providers
  const tiles = rest.slice(0, 3)
  const more = rest.length > 3
  if (!first) return null
  return (
    <div className="portico-socials" role="group" aria-label={t('connect.socials')}>
      <button
        type="button"
        className="portico-button portico-button--secondary portico-socials__wide"
        data-testid={`social-${first}`}
        disabled={disabled}
        onClick={() => onSelect(first)}
      >
        <SocialLogoIcon provider={first} />
        {t('connect.continueWith', { provider: SOCIAL_NAMES[first] })}
      </button>
      <div className="portico-socials__tiles">
        {tiles.map((provider) => (
          <button
            key={provider}
            type="button"
            className="portico-socials__tile"
            data-testid={`social-${provider}`}
            aria-label={t('connect.continueWith', { provider: SOCIAL_NAMES[provider] })}
            title={SOCIAL_NAMES[provider]}
            disabled={disabled}
            onClick={() => onSelect(provider)}
          >
            <SocialLogoIcon provider={provider} size={22} />
          </button>
        ))}
        {more ? (
          <button
            type="button"
            className="portico-socials__tile"
            aria-label={t('connect.moreSocials')}
            title={t('connect.moreSocials')}
            disabled={disabled}
            onClick={onMore}
          >
            <span aria-hidden="true">···</span>
          </button>
        ) : null}
      </div>
    </div>
  )
}
