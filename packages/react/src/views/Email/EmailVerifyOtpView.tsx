import { EMAIL_LOGIN_COOLDOWN_MS } from '@portico/common'
import { connectEmail, verifyEmailOtp } from '@portico/core'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { OtpForm } from './OtpForm.tsx'
import { useCountdown } from './useCountdown.ts'

/**
 * Email login, second step: the 6-digit code the secure site sent. A right code connects the embedded wallet
 * (the Account view follows); 'Resend code' waits out §9's 30 s cooldown, counting down.
 */
export function EmailVerifyOtpView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const { email, lastEmailLoginAt } = useStoreSnapshot(appKit.stores.auth)
  const resendIn = useCountdown(
    lastEmailLoginAt === undefined ? undefined : lastEmailLoginAt + EMAIL_LOGIN_COOLDOWN_MS,
  )
  return (
    <OtpForm
      description={t('otp.sentTo', { email: email ?? '' })}
      onSubmit={(otp) => verifyEmailOtp(context, { otp })}
      onResend={email === undefined ? undefined : () => connectEmail(context, { email })}
      resendInSeconds={resendIn}
    />
  )
}
