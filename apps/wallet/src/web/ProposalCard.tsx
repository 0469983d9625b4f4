import { chainLabel } from './describeSessionRequest.ts'
import { DappIdentity } from './DappIdentity.tsx'
import { isSupportedMethod } from './walletMethods.ts'
import type { PendingProposal } from './webWalletState.ts'

const text = {
  tag: 'Connection request',
  label: (dapp: string) => `Connection request from ${dapp}`,
  networks: 'Networks asked for',
  methods: 'Methods asked for',
  none: 'None',
  unsupported: 'not in this wallet',
  connects: (account: string, networks: string) => `Approving shares ${account} on ${networks}.`,
  approve: 'Approve',
  reject: 'Reject',
  approveLabel: (dapp: string) => `Approve connection to ${dapp}`,
  rejectLabel: (dapp: string) => `Reject connection to ${dapp}`,
} as const

/** Props of {@link ProposalCard}. */
export interface ProposalCardProps {
  proposal: PendingProposal
  /** The selected address, which approval shares. */
  address: string
  onApprove(id: number): void
  onReject(id: number): void
}

/** A dapp's connection request: who it is, what it asks for, and Approve / Reject. */
export function ProposalCard({ proposal, address, onApprove, onReject }: ProposalCardProps) {
  const { dapp, requested, problem } = proposal
  const walletChains = new Set(proposal.chainIds.map((id) => `eip155:${id}`))
  return (
    <article className="card" data-testid="wc-proposal" aria-label={text.label(dapp.name)}>
      <header className="card-header">
        <DappIdentity dapp={dapp} />
        <span className="tag">{text.tag}</span>
      </header>
      {dapp.description && <p className="description">{dapp.description}</p>}
      <dl className="facts">
        <div>
          <dt>{text.networks}</dt>
          <dd>
            <ul className="chips">
              {requested.chains.length === 0 && <li>{text.none}</li>}
              {requested.chains.map((chain) => (
                <li key={chain} className={walletChains.has(chain) ? undefined : 'muted'}>
                  {chainLabel(chain)}
                  {!walletChains.has(chain) && ` (${text.unsupported})`}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{text.methods}</dt>
          <dd>
            <ul className="chips mono">
              {requested.methods.length === 0 && <li>{text.none}</li>}
              {requested.methods.map((method) => (
                <li key={method} className={isSupportedMethod(method) ? undefined : 'muted'}>
                  {method}
                  {!isSupportedMethod(method) && ` (${text.unsupported})`}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      {problem ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : (
        <p className="hint">
          {text.connects(address, proposal.chainIds.map((id) => chainLabel(id)).join(' and '))}
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          className="primary"
          data-testid="wc-approve"
          aria-label={text.approveLabel(dapp.name)}
          disabled={problem !== undefined}
          onClick={() => onApprove(proposal.id)}
        >
          {text.approve}
        </button>
        <button
          type="button"
          className="secondary"
          data-testid="wc-reject"
          aria-label={text.rejectLabel(dapp.name)}
          onClick={() => onReject(proposal.id)}
        >
          {text.reject}
        </button>
      </div>
    </article>
  )
}
