import type { DevnetChainId } from '@portico/devnet/manifest'
import { ActivityLog, StatusLine } from './ActivityLog.tsx'
import type { WebWallet } from './createWebWallet.ts'
import { PairForm } from './PairForm.tsx'
import { ProposalCard } from './ProposalCard.tsx'
import { RequestCard } from './RequestCard.tsx'
import { SessionList } from './SessionList.tsx'
import { useWebWallet } from './useWebWallet.ts'
import { WalletSelectors } from './WalletSelectors.tsx'

const text = {
  title: 'Portico Web Wallet',
  subtitle: 'A WalletConnect v2 wallet for the local Portico devnet.',
  relay: (url: string) => `Relay: ${url}`,
  pending: 'Waiting for you',
  nothingPending: 'No connection or signing request is waiting.',
  failed:
    'The wallet could not reach the relay. Start it with "npm start" (or "npm start -w services/relay") and reload.',
} as const

/** Props of {@link App}. */
export interface AppProps {
  wallet: WebWallet
  relayUrl: string
  rpcUrls: Readonly<Record<DevnetChainId, string>>
}

/** The web wallet page. */
export function App({ wallet, relayUrl, rpcUrls }: AppProps) {
  const state = useWebWallet(wallet)
  const pendingCount = state.proposals.length + state.requests.length
  return (
    <div className="page">
      <header className="top">
        <div>
          <h1>{text.title}</h1>
          <p className="hint">
            {text.subtitle} <span className="mono">{text.relay(relayUrl)}</span>
          </p>
        </div>
        <StatusLine activity={state.activity} />
      </header>
      {state.phase === 'failed' && (
        <p className="error banner" role="alert">
          {text.failed}
        </p>
      )}
      <main className="columns">
        <div className="column">
          <PairForm wallet={wallet} ready={state.phase === 'ready'} />
          <WalletSelectors wallet={wallet} state={state} rpcUrls={rpcUrls} />
        </div>
        <div className="column">
          <section
            className={pendingCount > 0 ? 'panel pending attention' : 'panel pending'}
            aria-labelledby="pending-heading"
          >
            <h2 id="pending-heading">
              {text.pending}
              {pendingCount > 0 && <span className="count">{pendingCount}</span>}
            </h2>
            {pendingCount === 0 && <p className="hint">{text.nothingPending}</p>}
            {state.proposals.map((proposal) => (
              <ProposalCard
                key={proposal.id}
                proposal={proposal}
                address={state.address}
                onApprove={(id) => void wallet.approveProposal(id)}
                onReject={(id) => void wallet.rejectProposal(id)}
              />
            ))}
            {state.requests.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                onApprove={(id) => void wallet.approveRequest(id)}
                onReject={(id) => void wallet.rejectRequest(id)}
              />
            ))}
          </section>
          <SessionList sessions={state.sessions} onDisconnect={(topic) => void wallet.disconnect(topic)} />
          <ActivityLog activity={state.activity} />
        </div>
      </main>
    </div>
  )
}
