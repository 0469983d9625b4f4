import { useAppKitAccount, useAppKitProvider } from '@portico/react'
import { useState } from 'react'
import { toHex } from 'viem'

const MESSAGE = 'Hello from the Portico demo'

type Outcome = { kind: 'signed'; signature: string } | { kind: 'failed'; message: string } | undefined

/** EIP-1193's "user rejected" code, which wallets answer a declined request with. */
const USER_REJECTED = 4001

/**
 * Asks the connected wallet to sign a message through the public API (`useAppKitProvider`), as a host app
 * would: the signature, or why there is none.
 */
export function SignMessagePanel() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider('eip155')
  const [outcome, setOutcome] = useState<Outcome>()
  const [signing, setSigning] = useState(false)
  if (!isConnected || !walletProvider || !address) return null

  const sign = async () => {
    setSigning(true)
    setOutcome(undefined)
    try {
      const signature = await walletProvider.request({
        method: 'personal_sign',
        params: [toHex(MESSAGE), address as `0x${string}`],
      })
      setOutcome({ kind: 'signed', signature })
    } catch (error) {
      const code = (error as { code?: unknown }).code
      setOutcome({
        kind: 'failed',
        message: code === USER_REJECTED ? 'Signature declined' : (error as Error).message,
      })
    } finally {
      setSigning(false)
    }
  }

  return (
    <section className="demo__panel" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p className="demo__message">“{MESSAGE}”</p>
      <button type="button" className="demo__action" disabled={signing} onClick={() => void sign()}>
        {signing ? 'Waiting for the wallet…' : 'Sign message'}
      </button>
      <p className="demo__result" role="status" data-testid="demo-sign-result">
        {outcome?.kind === 'signed' ? (
          <code data-testid="demo-signature">{outcome.signature}</code>
        ) : outcome?.kind === 'failed' ? (
          <span data-testid="demo-sign-error">{outcome.message}</span>
        ) : null}
      </p>
    </section>
  )
}
