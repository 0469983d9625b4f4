import { useState } from 'react'
import { privateKeyToAccount } from 'viem/accounts'
import type { SiwfRequest } from '@portico/farcaster-relay/siwf'
import { approveSiwfRequest, type FarcasterWalletAccount } from './approveSiwfRequest.ts'

const text = {
  title: 'Sign in with Farcaster',
  intro: (domain: string) => `${domain} asks you to sign in with your Farcaster account.`,
  account: 'Account',
  custody: 'Custody address',
  site: 'Site',
  uri: 'URI',
  expires: 'Expires',
  never: 'Never',
  approve: 'Approve',
  approving: 'Signing…',
  reject: 'Reject',
  approved: 'Signed in. You can go back to the app.',
  rejected: 'Rejected. The app gets no signature.',
  fid: (fid: number, username: string) => `@${username} (fid ${fid})`,
} as const

/** Props of {@link FarcasterApproval}. */
export interface FarcasterApprovalProps {
  request: SiwfRequest
  account: FarcasterWalletAccount
  relayUrl: string
}

type Phase =
  | { kind: 'asking' }
  | { kind: 'busy' }
  | { kind: 'approved' }
  | { kind: 'rejected' }
  | { kind: 'failed'; message: string }

/**
 * The web wallet's Farcaster page (opened from a Sign In With Farcaster connect URL): what the app asks, as which
 * Farcaster account, and Approve (sign with the custody key, answer on the relay) or Reject.
 */
export function FarcasterApproval({ request, account, relayUrl }: FarcasterApprovalProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'asking' })
  const custody = privateKeyToAccount(account.custodyPrivateKey).address
  const approve = () => {
    setPhase({ kind: 'busy' })
    approveSiwfRequest({ relayUrl, request, account }).then(
      () => setPhase({ kind: 'approved' }),
      (error: unknown) => setPhase({ kind: 'failed', message: (error as Error).message }),
    )
  }
  const open = phase.kind === 'asking' || phase.kind === 'busy' || phase.kind === 'failed'
  return (
    <div className="page">
      <main className="columns">
        <section
          className="panel pending attention"
          aria-labelledby="siwf-heading"
          data-testid="siwf-request"
        >
          <h1 id="siwf-heading">{text.title}</h1>
          <p className="hint">{text.intro(request.domain)}</p>
          <dl className="facts">
            <div>
              <dt>{text.account}</dt>
              <dd>{text.fid(account.fid, account.username)}</dd>
            </div>
            <div>
              <dt>{text.custody}</dt>
              <dd className="mono">{custody}</dd>
            </div>
            <div>
              <dt>{text.site}</dt>
              <dd className="mono">{request.domain}</dd>
            </div>
            <div>
              <dt>{text.uri}</dt>
              <dd className="mono">{request.siweUri}</dd>
            </div>
            <div>
              <dt>{text.expires}</dt>
              <dd>
                {request.expirationTime ? new Date(request.expirationTime).toLocaleString() : text.never}
              </dd>
            </div>
          </dl>
          {phase.kind === 'failed' && (
            <p className="error" role="alert">
              {phase.message}
            </p>
          )}
          {phase.kind === 'approved' && <p role="status">{text.approved}</p>}
          {phase.kind === 'rejected' && <p role="status">{text.rejected}</p>}
          {open && (
            <div className="actions">
              <button type="button" className="primary" disabled={phase.kind === 'busy'} onClick={approve}>
                {phase.kind === 'busy' ? text.approving : text.approve}
              </button>
              <button
                type="button"
                className="secondary"
                disabled={phase.kind === 'busy'}
                onClick={() => setPhase({ kind: 'rejected' })}
              >
                {text.reject}
              </button>
            </div>
          )}
        </section>
      </main>
    </div>
  )
}
