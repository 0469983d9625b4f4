import { Suspense, useEffect } from 'react'
import { FocusRegion } from '../components/Modal/FocusRegion.tsx'
import { Modal } from '../components/Modal/Modal.tsx'
import { useAppKitInstance } from '../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../hooks/useStoreSnapshot.ts'
import { t } from '../i18n/translate.ts'
import { UnavailableView, ViewLoading } from './ViewFallbacks.tsx'
import { viewRegistry } from './viewRegistry.ts'

/** The modal as the stores describe it: nothing while closed, otherwise the current view in the dialog. */
export function ModalRoot() {
  const appKit = useAppKitInstance()
  const { open } = useStoreSnapshot(appKit.stores.modal)
  const { view, history } = useStoreSnapshot(appKit.stores.router)
  const { themeMode } = useStoreSnapshot(appKit.stores.theme)

  // The modal chunk is already here; fetch the few view chunks now so switching views never waits.
  useEffect(() => {
    for (const entry of Object.values(viewRegistry)) void entry.preload()
  }, [])

  if (!open) return null
  const entry = viewRegistry[view]
  return (
    <div className="portico-root" data-theme={themeMode}>
      <Modal
        title={t(entry?.titleKey ?? 'view.unavailable.title')}
        onClose={() => void appKit.close()}
        onBack={history.length > 1 ? appKit.goBack : undefined}
      >
        <Suspense fallback={<ViewLoading />}>
          <FocusRegion key={view} className="portico-view">
            {entry ? <entry.Component /> : <UnavailableView />}
          </FocusRegion>
        </Suspense>
      </Modal>
    </div>
  )
}
