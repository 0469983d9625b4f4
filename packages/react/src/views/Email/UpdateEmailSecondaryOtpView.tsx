import { verifyUpdateEmailSecondaryOtp } from '@portico/core'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { OtpForm } from './OtpForm.tsx'

/** Email update, last step: the code sent to the new address; the Account view then shows it. */
export function UpdateEmailSecondaryOtpView() {
  const appKit = useAppKitInstance()
  const { newEmail } = useStoreSnapshot(appKit.stores.auth)
  return (
    <OtpForm
      description={t('otp.sentToNew', { email: newEmail ?? '' })}
      onSubmit={(otp) => verifyUpdateEmailSecondaryOtp(appKit.context, { otp })}
    />
  )
}
