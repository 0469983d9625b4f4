import { useAppKit, useAppKitAccount } from '@portico/react'

/** The element, and the hooks on React 18: a button of the app's own and the account they report. */
export function App() {
  const { open } = useAppKit()
  const { address, isConnected } = useAppKitAccount()
  return (
    <main>
      <appkit-button />
      <button type="button" onClick={() => void open({ view: 'Account' })} disabled={!isConnected}>
        Open account
      </button>
      <p data-testid="hook-address">{isConnected ? address : 'not connected'}</p>
    </main>
  )
}
