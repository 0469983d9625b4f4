import type { ActivityEntry } from './webWalletState.ts'

const text = {
  heading: 'Activity',
  empty: 'Nothing yet.',
  time: (at: number) => new Date(at).toLocaleTimeString(),
} as const

/** Props of {@link StatusLine} and {@link ActivityLog}. */
export interface ActivityProps {
  activity: readonly ActivityEntry[]
}

/** The latest activity, announced politely to screen readers. */
export function StatusLine({ activity }: ActivityProps) {
  const last = activity.at(-1)
  return (
    <p className={`status ${last?.tone ?? 'info'}`} role="status" data-testid="wc-status">
      {last?.text ?? ''}
    </p>
  )
}

/** Everything the wallet did this visit, newest first. */
export function ActivityLog({ activity }: ActivityProps) {
  return (
    <section className="panel" aria-labelledby="activity-heading">
      <h2 id="activity-heading">{text.heading}</h2>
      {activity.length === 0 ? (
        <p className="hint">{text.empty}</p>
      ) : (
        <ol className="activity" data-testid="wc-activity">
          {[...activity].reverse().map((entry) => (
            <li key={entry.id} className={entry.tone}>
              <time dateTime={new Date(entry.at).toISOString()}>{text.time(entry.at)}</time> {entry.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
