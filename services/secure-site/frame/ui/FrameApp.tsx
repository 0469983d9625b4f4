import { useEffect, useSyncExternalStore } from 'react'
import type { ApprovalQueue } from '../approval/approvalQueue.ts'
import { ApprovalScreen } from '../approval/ApprovalScreen.tsx'
import type { VisibilityGuardTiming } from '../approval/useVisibilityGuard.ts'
import type { FrameUiStore } from './frameUiStore.ts'

// AppKit's theme variables the frame honours; set through the CSSOM, which `style-src 'self'` allows.
const THEME_VARIABLES: Record<string, string> = {
  '--w3m-accent': '--frame-accent-fill',
  '--w3m-font-family': '--frame-font-family',
}

/** Props of {@link FrameApp}. */
export interface FrameAppProps {
  approvals: ApprovalQueue
  ui: FrameUiStore
  /** Where the theme class and variables go: `document.documentElement` in the page. */
  themeTarget: HTMLElement
  /** The embedding page's origin, shown on the approval screen. */
  hostOrigin: string
  /** How long Approve waits for the screen to be seen; the approval screen's default when left out. */
  approvalVisibility?: VisibilityGuardTiming | undefined
}

/**
 * The iframe's whole screen: nothing while no approval waits (the host keeps the iframe hidden), else the
 * approval screen. Applies the synced theme to `themeTarget`.
 *
 * @example
 * createRoot(container).render(<FrameApp approvals={queue} ui={ui} themeTarget={document.documentElement} hostOrigin={origin} />)
 */
export function FrameApp({ approvals, ui, themeTarget, hostOrigin, approvalVisibility }: FrameAppProps) {
  const approval = useSyncExternalStore(approvals.subscribe, approvals.getSnapshot)
  const { themeMode, themeVariables, dapp } = useSyncExternalStore(ui.subscribe, ui.getSnapshot)

  useEffect(() => {
    themeTarget.dataset.theme = themeMode
    for (const [name, property] of Object.entries(THEME_VARIABLES)) {
      const value = themeVariables[name]
      if (value === undefined) themeTarget.style.removeProperty(property)
      else themeTarget.style.setProperty(property, String(value))
    }
  }, [themeTarget, themeMode, themeVariables])

  if (approval === undefined) return null
  return (
    // One screen per request (keyed), each answering only its own request.
    <ApprovalScreen
      key={approval.request.id}
      approval={approval}
      dapp={dapp}
      hostOrigin={hostOrigin}
      onApprove={approvals.approve}
      onReject={approvals.reject}
      onDismiss={approvals.dismiss}
      visibilityTiming={approvalVisibility}
    />
  )
}
