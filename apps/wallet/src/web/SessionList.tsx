import { chainLabel } from './describeSessionRequest.ts'
import { DappIdentity } from './DappIdentity.tsx'
import type { ConnectedSession } from './webWalletState.ts'

const text = {
  heading: 'Connected dapps',
  empty: 'No dapp is connected.',
  networks: 'Networks',
  accounts: 'Accounts',
  disconnect: 'Disconnect',
  disconnectLabel: (dapp: string) => `Disconnect ${dapp}`,
} as const

/** Props of {@link SessionList}. */
export interface SessionListProps {
  sessions: readonly ConnectedSession[]
  onDisconnect(topic: string): void
}

/** The connected dapps, each with the networks and accounts it was given, and Disconnect. */
export function SessionList({ sessions, onDisconnect }: SessionListProps) {
  return (
    <section className="panel" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{text.heading}</h2>
      {sessions.length === 0 ? (
        <p className="hint">{text.empty}</p>
      ) : (
        <ul className="sessions">
          {sessions.map((session) => (
            <li key={session.topic} className="session" data-testid="wc-session">
              <DappIdentity dapp={session.dapp} />
              <dl className="facts compact">
                <div>
                  <dt>{text.networks}</dt>
                  <dd>{session.chainIds.map((id) => chainLabel(id)).join(', ')}</dd>
                </div>
                <div>
                  <dt>{text.accounts}</dt>
                  <dd className="mono">{session.addresses.join(', ')}</dd>
                </div>
              </dl>
              <button
                type="button"
                className="danger"
                data-testid="wc-disconnect"
                aria-label={text.disconnectLabel(session.dapp.name)}
                onClick={() => onDisconnect(session.topic)}
              >
                {text.disconnect}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
