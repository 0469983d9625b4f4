import { useAppKitAccount } from '@portico/react'
import { AdapterSwitch } from './AdapterSwitch.tsx'
import type { DemoAdapterChoice } from './demoAdapter.ts'
import { SignMessagePanel } from './SignMessagePanel.tsx'
import { SiwxSwitch } from './SiwxSwitch.tsx'
import { WalletButtons } from './WalletButtons.tsx'

/** The demo page: what a host app looks like with Portico in it, on the adapter `?adapter=` chose. */
export function App({ adapter }: { adapter: DemoAdapterChoice }) {
  const { isConnected, address } = useAppKitAccount()
  return (
    <main className="demo">
      <header className="demo__header">
        <span className="demo__brand">Portico Demo</span>
        <appkit-button />
      </header>
      <section className="demo__hero">
        <h1>Connect a wallet to the local devnet</h1>
        <p>
          The button above opens the Portico modal. The Portico Dev Wallet is injected the way an extension
          would be; any wallet extension you have installed appears beside it.
        </p>
        <p className="demo__status" aria-live="polite">
          {isConnected ? `Connected as ${address}` : 'Not connected'}
        </p>
      </section>
      <AdapterSwitch adapter={adapter} />
      <SiwxSwitch />
      <WalletButtons />
      <SignMessagePanel />
    </main>
  )
}
