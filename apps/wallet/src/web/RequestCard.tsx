import { chainLabel } from './describeSessionRequest.ts'
import { DappIdentity } from './DappIdentity.tsx'
import type { PendingRequest } from './webWalletState.ts'

const text = {
  on: 'on',
  approve: 'Approve',
  sending: 'Working…',
  reject: 'Reject',
  approveLabel: (what: string, dapp: string) => `Approve: ${what} for ${dapp}`,
  rejectLabel: (what: string, dapp: string) => `Reject: ${what} for ${dapp}`,
} as const

/** Props of {@link RequestCard}. */
export interface RequestCardProps {
  request: PendingRequest
  onApprove(id: number): void
  onReject(id: number): void
}

/** A dapp's pending request: what it asks, shown in full, and Approve / Reject. */
export function RequestCard({ request, onApprove, onReject }: RequestCardProps) {
  const { summary, dapp } = request
  const headingId = `request-${request.id}`
  return (
    <article
      className="card"
      data-testid="wc-request"
      data-method={request.method}
      aria-labelledby={headingId}
    >
      <header className="card-header">
        <DappIdentity dapp={dapp} as="span" />
        <span className="tag">
          {text.on} {chainLabel(request.chainId)}
        </span>
      </header>
      <h3 id={headingId} className="request-title">
        {summary.title} <code className="method">{request.method}</code>
      </h3>
      {summary.rows.length > 0 && (
        <dl className="facts">
          {summary.rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd className="mono">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {summary.detail && (
        <figure className="detail">
          <figcaption>{summary.detail.label}</figcaption>
          <pre data-testid="wc-request-detail" tabIndex={0}>
            {summary.detail.text}
          </pre>
        </figure>
      )}
      <div className="actions">
        <button
          type="button"
          className="primary"
          data-testid="wc-request-approve"
          aria-label={text.approveLabel(summary.title, dapp.name)}
          disabled={request.busy}
          onClick={() => onApprove(request.id)}
        >
          {request.busy ? text.sending : text.approve}
        </button>
        <button
          type="button"
          className="secondary"
          data-testid="wc-request-reject"
          aria-label={text.rejectLabel(summary.title, dapp.name)}
          disabled={request.busy}
          onClick={() => onReject(request.id)}
        >
          {text.reject}
        </button>
      </div>
    </article>
  )
}
