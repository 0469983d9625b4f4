import { truncateAddress } from '@portico/common'
import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import { frameMessages } from '../messages.ts'
import type { DappMetadata } from '../protocol/handleAppEvent.ts'
import type { ApprovalSnapshot } from './approvalQueue.ts'
import { ApprovalDetailsView, Fact } from './ApprovalDetailsView.tsx'
import { networkName } from './describeApproval.ts'
import { type HoldState, useHoldToConfirm } from './useHoldToConfirm.ts'
import { useVisibilityGuard, type VisibilityGuardTiming } from './useVisibilityGuard.ts'

const text = frameMessages.approval

/**
 * Approve answers only once the whole dialog has been fully visible for half a second (clickjacking guard); a
 * screen still hidden after 1.5 s says that something on the page is in the way.
 */
export const APPROVAL_VISIBILITY: VisibilityGuardTiming = { minimumMs: 500, graceMs: 1_500 }

/** Where the browser cannot prove the screen is visible, Approve is a press held this long (ADR 0011). */
export const APPROVAL_HOLD_MS = 1_500

/** What {@link ApprovalScreen} shows and whom it tells. */
export interface ApprovalScreenProps {
  /** The request in front of the queue; nothing renders without one. */
  approval: NonNullable<ApprovalSnapshot>
  /** The app that asks (SYNC_DAPP_DATA): its name. */
  dapp: DappMetadata | undefined
  /** The embedding page's origin, from the browser: shown instead of the app's self-declared url. */
  hostOrigin: string
  /** Called with the id of the request this screen shows (never another's). */
  onApprove: (id: string) => void
  onReject: (id: string) => void
  /** Put away a failed request. */
  onDismiss: (id: string) => void
  /** Default {@link APPROVAL_VISIBILITY}. */
  visibilityTiming?: VisibilityGuardTiming | undefined
  /** Default {@link APPROVAL_HOLD_MS}. */
  holdMs?: number | undefined
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

function HoldStatus({ hold, id }: { hold: HoldState; id: string }) {
  const percent = hold.phase === 'holding' ? Math.round(hold.progress * 100) : 0
  return (
    <div className="frame-hold">
      <div
        className="frame-hold__bar"
        role="progressbar"
        aria-label={text.holdProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="frame-hold__fill" style={{ width: `${percent}%` }} />
      </div>
      <p id={id} className="frame-hold__text" role="status">
        {hold.phase === 'holding'
          ? text.holding
          : hold.phase === 'released'
            ? text.holdReleased
            : text.holdHint}
      </p>
    </div>
  )
}

/**
 * The approval screen of an unsafe RPC request (§6): who asks, with which account on which network, what is
 * signed or sent, and Approve / Reject. Escape rejects while the dialog has focus; the buttons are disabled while
 * the secure site signs; a server error is shown in an alert line. The clickjacking guard
 * ({@link useVisibilityGuard}) watches the whole dialog: where the browser reports visibility and the page has
 * never been in the way, Approve (button or Enter) answers once the dialog has been fully visible for
 * `visibilityTiming.minimumMs`, and again at the press; where the browser cannot tell, or the page covered the
 * screen once, Approve becomes "Hold to approve" ({@link useHoldToConfirm}: a trusted press on the button, or
 * Enter/Space held on it, for `holdMs`), with its progress shown and announced.
 *
 * @example
 * <ApprovalScreen approval={snapshot} dapp={dapp} onApprove={queue.approve} onReject={queue.reject} onDismiss={queue.dismiss} />
 */
export function ApprovalScreen({
  approval,
  dapp,
  hostOrigin,
  onApprove,
  onReject,
  onDismiss,
  visibilityTiming = APPROVAL_VISIBILITY,
  holdMs = APPROVAL_HOLD_MS,
}: ApprovalScreenProps) {
  const { request, status, error, waiting } = approval
  const titleId = useId()
  const descriptionId = useId()
  const sectionId = useId()
  const holdHintId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const approveButton = useRef<HTMLButtonElement>(null)
  const guard = useVisibilityGuard(dialog, request.id, visibilityTiming)
  const { visibility } = guard
  const busy = status === 'busy'
  const failed = status === 'failed'
  // Approve only once the person can have seen the whole screen (clickjacking guard), and still can at the press.
  const canApprove = status === 'pending' && visibility === 'visible'
  // No proof of visibility, or the page was once in the way: only a held press answers (ADR 0011).
  const needsHold = !guard.tracked || guard.wasObscured
  const approveNow = () => {
    if (canApprove && (!guard.tracked || guard.confirmVisible())) onApprove(request.id)
  }
  const approve = () => {
    if (!needsHold) approveNow()
  }
  const hold = useHoldToConfirm({
    enabled: canApprove && needsHold,
    durationMs: holdMs,
    onConfirm: approveNow,
    key: request.id,
  })
  const reject = () => onReject(request.id)
  const dismiss = () => onDismiss(request.id)

  // Each new request takes the focus, so the keys work and a screen reader reads its title.
  useEffect(() => {
    dialog.current?.focus()
  }, [request.id])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      if (failed) dismiss()
      else if (!busy) reject()
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      // A focused button answers Enter itself; elsewhere Enter approves, or leads to the button to hold.
      event.preventDefault()
      if (needsHold) approveButton.current?.focus()
      else approve()
    }
  }

  const appName = dapp?.name || text.unknownApp
  const network =
    request.details.kind === 'transaction' ? request.details.network : networkName(request.chainId)

  return (
    <div
      ref={dialog}
      className="frame-approval"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      aria-busy={busy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <header className="frame-approval__header">
        <div className="frame-app">
          <span className="frame-app__icon" aria-hidden="true">
            {appName.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div className="frame-app__text">
            <span className="frame-app__eyebrow">{text.requestedBy}</span>
            <span className="frame-app__name">{appName}</span>
            <span className="frame-app__url">{hostOf(hostOrigin)}</span>
          </div>
        </div>
        <h1 id={titleId} className="frame-approval__title">
          {text.titles[request.method]}
        </h1>
        <p id={descriptionId} className="frame-approval__warning">
          {text.warning}
        </p>
      </header>

      <div className="frame-approval__body">
        <dl className="frame-facts">
          <Fact label={text.account} title={request.account}>
            <span className="frame-mono">{truncateAddress(request.account)}</span>
          </Fact>
          <Fact label={text.network}>{network}</Fact>
        </dl>
        <ApprovalDetailsView details={request.details} labelId={sectionId} />
      </div>

      {failed ? (
        <p className="frame-approval__error" role="alert">
          <strong>{text.failed}:</strong> {error}
        </p>
      ) : null}
      {waiting > 0 ? <p className="frame-approval__queue">{text.queued(waiting)}</p> : null}
      {status === 'pending' && visibility === 'obscured' ? (
        <p className="frame-approval__obscured" role="status">
          {text.obscured}
        </p>
      ) : null}

      {status === 'pending' && needsHold ? <HoldStatus hold={hold.state} id={holdHintId} /> : null}

      <footer className="frame-approval__actions">
        {failed ? (
          <button type="button" className="frame-button frame-button--secondary" onClick={dismiss}>
            {text.close}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="frame-button frame-button--secondary"
              onClick={reject}
              disabled={busy}
            >
              {text.reject}
            </button>
            <button
              ref={approveButton}
              type="button"
              className={`frame-button frame-button--primary${needsHold ? ' frame-button--hold' : ''}`}
              onClick={approve}
              disabled={busy || !canApprove}
              aria-describedby={needsHold && status === 'pending' ? holdHintId : undefined}
              {...(needsHold ? hold.handlers : {})}
            >
              {busy ? (
                <>
                  <span className="frame-spinner" aria-hidden="true" />
                  {request.method === 'eth_sendTransaction'
                    ? text.sending
                    : request.method === 'updateEmail'
                      ? text.sendingCode
                      : text.busy}
                </>
              ) : needsHold ? (
                text.holdToApprove
              ) : (
                text.approve
              )}
            </button>
          </>
        )}
      </footer>
      <p className="frame-visually-hidden">{needsHold ? text.keyboardHoldHint : text.keyboardHint}</p>
    </div>
  )
}
