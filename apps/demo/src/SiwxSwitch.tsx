import { demoSiwxModes, parseDemoSiwx, type DemoSiwxMode } from './demoSiwx.ts'

/** Whether the demo asks for sign-in (`?siwx=`), and links that reload it in another mode. */
export function SiwxSwitch() {
  const choice = parseDemoSiwx(location.search)
  const link = (mode: DemoSiwxMode | undefined) => {
    const params = new URLSearchParams(location.search)
    if (mode) params.set('siwx', mode)
    else params.delete('siwx')
    const query = params.toString()
    return `${location.pathname}${query ? `?${query}` : ''}`
  }
  const current = choice.kind === 'siwx' ? choice.mode : undefined
  return (
    <section className="demo__panel" aria-labelledby="demo-siwx-title">
      <h2 id="demo-siwx-title">Sign in (SIWX)</h2>
      <p data-testid="demo-siwx">
        {current === undefined
          ? 'Sign-in: off'
          : current === 'siwe'
            ? "Sign-in: siwe — optional, given as AppKit's siweConfig: after connecting, AppKit's SIWE view asks for an EIP-4361 signature"
            : `Sign-in: ${current} — after connecting, the modal asks the account to sign an EIP-4361 message`}
      </p>
      {choice.kind === 'unknown' && (
        <p role="alert">
          There is no sign-in mode “{choice.value}”: choose one of {demoSiwxModes.join(', ')}.
        </p>
      )}
      <nav aria-label="Run the demo with another sign-in mode" className="demo__wallet-buttons">
        {[undefined, ...demoSiwxModes].map((mode) => (
          <a key={mode ?? 'off'} href={link(mode)} aria-current={mode === current ? 'page' : undefined}>
            {mode ?? 'off'}
          </a>
        ))}
      </nav>
    </section>
  )
}
