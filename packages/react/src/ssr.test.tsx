// Server rendering: runs in vitest's node environment, where there is no window, document or customElements.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createAppKit, useAppKit, useAppKitAccount, useAppKitState, useDisconnect } from './index.ts'
import { devnet } from './testing/networks.ts'

function Page() {
  const { status, isConnected } = useAppKitAccount()
  const { open, selectedNetworkId } = useAppKitState()
  useAppKit()
  useDisconnect()
  return (
    <main>
      <p>
        {status} {String(isConnected)} {String(open)} {selectedNetworkId}
      </p>
      <appkit-button />
    </main>
  )
}

describe('server rendering', () => {
  it('creates the instance and renders hooks without a window', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    createAppKit({ projectId: 'demo', networks: [devnet] })
    const html = renderToString(<Page />)
    expect(html).toBe(
      '<main><p>disconnected<!-- --> <!-- -->false<!-- --> <!-- -->false<!-- --> <!-- -->eip155:31337</p><appkit-button></appkit-button></main>',
    )
    expect(typeof window).toBe('undefined')
  })
})
