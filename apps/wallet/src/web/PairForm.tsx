import { useId, useState, type FormEvent } from 'react'
import type { WebWallet } from './createWebWallet.ts'
import { decodeQrImageFile } from './decodeQrImage.ts'

const text = {
  heading: 'Connect to a dapp',
  intro:
    'In the dapp, choose WalletConnect, copy its connection URI (or save its QR code as an image) and bring it here.',
  uri: 'WalletConnect URI',
  uriPlaceholder: 'wc:…@2?relay-protocol=irn&symKey=…',
  connect: 'Connect',
  connecting: 'Connecting…',
  qr: 'Scan a QR code image',
  qrHint: 'PNG, JPEG, SVG or any image this browser opens. It is read here; nothing is uploaded.',
  notReady: 'Waiting for the relay…',
} as const

/** Props of {@link PairForm}. */
export interface PairFormProps {
  wallet: WebWallet
  /** Whether the wallet is connected to the relay. */
  ready: boolean
}

/** Pairs with a dapp from a pasted `wc:` URI or from the QR code in an image file. */
export function PairForm({ wallet, ready }: PairFormProps) {
  const [uri, setUri] = useState('')
  const [error, setError] = useState<string>()
  const [pairing, setPairing] = useState(false)
  const ids = { uri: useId(), qr: useId(), qrHint: useId(), error: useId() }

  async function pair(value: string) {
    setPairing(true)
    setError(undefined)
    try {
      await wallet.pair(value)
      setUri('')
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason))
    } finally {
      setPairing(false)
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void pair(uri)
  }

  async function onImage(file: File | undefined) {
    if (!file) return
    setError(undefined)
    let decoded: string
    try {
      decoded = await decodeQrImageFile(file)
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason))
      return
    }
    setUri(decoded)
    await pair(decoded)
  }

  return (
    <section className="panel" aria-labelledby="pair-heading">
      <h2 id="pair-heading">{text.heading}</h2>
      <p className="hint">{text.intro}</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={ids.uri}>{text.uri}</label>
          <textarea
            id={ids.uri}
            data-testid="wc-uri-input"
            rows={3}
            spellCheck={false}
            autoComplete="off"
            placeholder={text.uriPlaceholder}
            value={uri}
            aria-invalid={error !== undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setUri(event.target.value)}
          />
        </div>
        <div className="actions">
          <button type="submit" className="primary" data-testid="wc-pair" disabled={!ready || pairing}>
            {pairing ? text.connecting : text.connect}
          </button>
          {!ready && <span className="hint">{text.notReady}</span>}
        </div>
        {error && (
          <p id={ids.error} className="error" role="alert" data-testid="wc-pair-error">
            {error}
          </p>
        )}
        <div className="field">
          <label htmlFor={ids.qr}>{text.qr}</label>
          <input
            id={ids.qr}
            type="file"
            accept="image/*"
            data-testid="wc-qr-file"
            disabled={!ready || pairing}
            aria-describedby={ids.qrHint}
            onChange={(event) => {
              const input = event.currentTarget
              void onImage(input.files?.[0]).finally(() => {
                // Cleared so choosing the same file again fires another change.
                input.value = ''
              })
            }}
          />
          <span id={ids.qrHint} className="hint">
            {text.qrHint}
          </span>
        </div>
      </form>
    </section>
  )
}
