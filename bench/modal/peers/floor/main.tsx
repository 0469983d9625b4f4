// The floor: what any React 19 page with a connect button and a dialog costs, with no wallet library at all.
// The dialog lists four wallet rows with images (data URLs), so "settled" is judged on the same shape as the
// modals'.
import { StrictMode, useRef } from 'react'
import { createRoot } from 'react-dom/client'

const icon = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${fill}"/></svg>`)}`
const wallets = [
  { name: 'Wallet One', color: '#3b82f6' },
  { name: 'Wallet Two', color: '#f97316' },
  { name: 'Wallet Three', color: '#10b981' },
  { name: 'Wallet Four', color: '#a855f7' },
]

function App() {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()}>
        Connect Wallet
      </button>
      <dialog ref={dialog} aria-label="Connect Wallet" style={{ width: 360, borderRadius: 16 }}>
        <h2>Connect Wallet</h2>
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {wallets.map((wallet) => (
            <li key={wallet.name}>
              <button type="button" style={{ display: 'flex', gap: 12, alignItems: 'center', width: '100%' }}>
                <img src={icon(wallet.color)} alt="" width={32} height={32} />
                {wallet.name}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </dialog>
    </>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
