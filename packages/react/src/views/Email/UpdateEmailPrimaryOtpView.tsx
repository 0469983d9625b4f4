import { verifyUpdateEmailPrimaryOtp } from '@portico/core'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { OtpForm } from './OtpForm.tsx'

/** Email update, second step: the code sent to the current address. */
export function UpdateEmailPrimaryOtpView() {
  const appKit = useAppKitInstance()
  const { user } = useStoreSnapshot(appKit.stores.account)
  return (
    <OtpForm
      description={t('otp.sentToCurrent', { email: user?.email ?? '' })}
      onSubmit={(otp) => verifyUpdateEmailPrimaryOtp(appKit.context, { otp })}
    />
  )
}
