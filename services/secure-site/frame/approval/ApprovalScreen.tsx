import { truncateAddress } from '@portico/common'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { frameMessages } from '../messages.ts'
import type { DappMetadata } from '../protocol/handleAppEvent.ts'
import type { ApprovalSnapshot } from './approvalQueue.ts'
import { type ApprovalDetails, type ApprovalTreeNode, networkName } from './describeApproval.ts'
import { useVisibilityGuard, type VisibilityGuardTiming } from './useVisibilityGuard.ts'

const text = frameMessages.approval

/**
 * Approve answers only once the buttons have been fully visible for half a second (clickjacking guard); a screen
 * still hidden after 1.5 s says that something on the page is in the way.
 */
export const APPROVAL_VISIBILITY: VisibilityGuardTiming = { minimumMs: 500, graceMs: 1_500 }

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
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

function Fact({ label, children, title }: { label: string; children: ReactNode; title?: string }) {
  return (
    <div className="frame-fact">
      <dt className="frame-fact__label">{label}</dt>
      <dd className="frame-fact__value" title={title}>
        {children}
      </dd>
    </div>
  )
}

function Tree({ nodes }: { nodes: ApprovalTreeNode[] }) {
  return (
    <ul className="frame-tree">
      {nodes.map((node) => (
        <li key={node.key} className="frame-tree__item">
          <span className="frame-tree__key">{node.key}</span>
          {node.children ? (
            <Tree nodes={node.children} />
          ) : (
            <span className="frame-tree__value">{node.value}</span>
          )}
        </li>
      ))}
    </ul>
  )
}

function Details({ details, labelId }: { details: ApprovalDetails; labelId: string }) {
  switch (details.kind) {
    case 'message':
      return (
        <section className="frame-section" aria-labelledby={labelId}>
          <h2 id={labelId} className="frame-section__title">
            {text.message}
          </h2>
          <pre className="frame-message" tabIndex={0}>
            {details.text}
          </pre>
          {details.isHex ? <p className="frame-note">{text.messageIsHex}</p> : null}
        </section>
      )
    case 'typedData':
      return (
        <section className="frame-section" aria-labelledby={labelId}>
          <dl className="frame-facts">
            {details.domainName !== undefined ? <Fact label={text.domain}>{details.domainName}</Fact> : null}
            {details.domainChain !== undefined ? <Fact label={text.chain}>{details.domainChain}</Fact> : null}
            {details.verifyingContract !== undefined ? (
              <Fact label={text.contract} title={details.verifyingContract}>
                {truncateAddress(details.verifyingContract)}
              </Fact>
            ) : null}
            <Fact label={text.primaryType}>{details.primaryType}</Fact>
          </dl>
          <h2 id={labelId} className="frame-section__title">
            {text.message}
          </h2>
          <div className="frame-message frame-message--tree" tabIndex={0}>
            <Tree nodes={details.message} />
          </div>
        </section>
      )
    case 'transaction':
      return (
        <section className="frame-section" aria-labelledby={labelId}>
          <h2 id={labelId} className="frame-visually-hidden">
            {text.titles.eth_sendTransaction}
          </h2>
          <p className="frame-amount">{details.value}</p>
          <dl className="frame-facts">
            <Fact label={text.to} title={details.to}>
              {details.to === undefined ? text.contractCreation : truncateAddress(details.to)}
            </Fact>
            <Fact label={text.data}>{text.dataBytes(details.dataBytes)}</Fact>
          </dl>
        </section>
      )
    case 'solanaTransactions':
      return (
        <section className="frame-section" aria-labelledby={labelId}>
          <h2 id={labelId} className="frame-visually-hidden">
            {text.transactions(details.count)}
          </h2>
          <p className="frame-amount">{text.transactions(details.count)}</p>
        </section>
      )
  }
}

/**
 * The approval screen of an unsafe RPC request (§6): who asks, with which account on which network, what is
 * signed or sent, and Approve / Reject. Enter approves and Escape rejects while the dialog has focus; the
 * buttons are disabled while the secure site signs; a server error is shown in an alert line. Approve (button
 * or Enter) waits until the buttons have been fully visible for `visibilityTiming.minimumMs`
 * ({@link useVisibilityGuard}, the clickjacking guard) and says so when the page covers the screen.
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
}: ApprovalScreenProps) {
  const { request, status, error, waiting } = approval
  const titleId = useId()
  const descriptionId = useId()
  const sectionId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const actions = useRef<HTMLElement>(null)
  const visibility = useVisibilityGuard(actions, request.id, visibilityTiming)
  const busy = status === 'busy'
  const failed = status === 'failed'
  // Approve, by button or Enter, only once the person can have seen the buttons (clickjacking guard).
  const canApprove = status === 'pending' && visibility === 'visible'
  const approve = () => {
    if (canApprove) onApprove(request.id)
  }
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
      // A focused button answers Enter itself; elsewhere Enter approves.
      event.preventDefault()
      approve()
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
        <Details details={request.details} labelId={sectionId} />
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

      <footer ref={actions} className="frame-approval__actions">
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
              type="button"
              className="frame-button frame-button--primary"
              onClick={approve}
              disabled={busy || !canApprove}
            >
              {busy ? (
                <>
                  <span className="frame-spinner" aria-hidden="true" />
                  {request.method === 'eth_sendTransaction' ? text.sending : text.busy}
                </>
              ) : (
                text.approve
              )}
            </button>
          </>
        )}
      </footer>
      <p className="frame-visually-hidden">{text.keyboardHint}</p>
    </div>
  )
}
