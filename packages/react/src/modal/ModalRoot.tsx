import { Suspense, useEffect, useReducer, useState } from 'react'
import type { RouterView } from '@portico/core'
import { FocusRegion } from '../components/Modal/FocusRegion.tsx'
import { Modal } from '../components/Modal/Modal.tsx'
import { useAppKitInstance } from '../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../hooks/useStoreSnapshot.ts'
import { useThemeVariables } from '../theme/useThemeVariables.ts'
import { t } from '../i18n/translate.ts'
import { LiveAnnouncer } from './LiveAnnouncer.tsx'
import { Toast } from './Toast.tsx'
import { ViewLoading } from './ViewFallbacks.tsx'
import { ViewLoadBoundary } from './ViewLoadBoundary.tsx'
import { PRELOADED_VIEWS, viewRegistry } from './viewRegistry.ts'

/** Props of {@link ModalRoot}. */
export interface ModalRootProps {
  /** Embedded mode (§2): drawn in the page's flow, with no overlay, and shown even while "closed". */
  inline?: boolean | undefined
}

/** The modal as the stores describe it: nothing while closed, otherwise the current view in the dialog. */
export function ModalRoot({ inline = false }: ModalRootProps) {
  const appKit = useAppKitInstance()
  const { open, shake } = useStoreSnapshot(appKit.stores.modal)
  const { view, history } = useStoreSnapshot(appKit.stores.router)
  const { themeMode } = useStoreSnapshot(appKit.stores.theme)
  const { enableMobileFullScreen } = useStoreSnapshot(appKit.stores.options)
  // AppKit's enableMobileFullScreen: on phones the dialog fills the screen.
  const fullScreen = enableMobileFullScreen && appKit.context.isMobile()
  const themeRef = useThemeVariables()
  // Try again after a screen failed to load: the entry gets a fresh lazy component, and this re-render uses it.
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  // The view the modal opened on draws in the modal's first frame, without the slide-in views reached from it
  // get (issue 19: the modal is complete in its first frame). Kept as state, set when the modal shows.
  const shown = open || inline
  const [opening, setOpening] = useState<{ shown: boolean; view: RouterView | undefined }>({
    shown: false,
    view: undefined,
  })
  if (opening.shown !== shown) setOpening({ shown, view: shown ? view : undefined })

  // The modal chunk is already here; fetch the connect-time views now so reaching them never waits.
  useEffect(() => {
    for (const name of PRELOADED_VIEWS) {
      viewRegistry[name].preload().catch((error: unknown) =>
        // Not fatal: the view tries again when it is shown, and says so there if it still fails.
        console.warn(`[portico] preloading the ${name} screen failed`, error),
      )
    }
  }, [])

  if (!shown) return null
  const entry = viewRegistry[view]
  return (
    <div
      ref={themeRef}
      className="portico-root"
      data-theme={themeMode}
      data-full-screen={fullScreen ? '' : undefined}
      // The §2 view shown, for a page's own styles and tests (two views can share a title and a component).
      data-view={view}
    >
      <Modal
        title={t(entry.titleKey)}
        onClose={() => void appKit.close()}
        onBack={history.length > 1 ? appKit.goBack : undefined}
        inline={inline}
        shake={shake}
      >
        <ViewLoadBoundary
          view={view}
          onRetry={() => {
            entry.reload()
            rerender()
          }}
        >
          <Suspense fallback={<ViewLoading />}>
            <FocusRegion
              key={view}
              className={view === opening.view ? 'portico-view portico-view--opening' : 'portico-view'}
            >
              <entry.Component />
            </FocusRegion>
          </Suspense>
        </ViewLoadBoundary>
        <Toast />
        {/* Inside the dialog: an aria-modal dialog hides what is outside it from assistive technology. */}
        <LiveAnnouncer />
      </Modal>
    </div>
  )
}
