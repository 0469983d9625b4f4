import type { OnrampCheckout } from './checkoutStore.ts'

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

/** The checkout page's Content-Security-Policy: nothing from elsewhere, forms only to this page. */
export const CHECKOUT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'"

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; background: #121313; color: #e4e7e7; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { width: min(360px, 92vw); background: #1b1d1d; border-radius: 16px; padding: 24px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .sandbox { color: #f2c94c; font-size: 13px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; margin: 0 0 16px; }
  dd { margin: 0; text-align: end; }
  label { display: block; font-size: 14px; margin: 12px 0 4px; }
  input { box-sizing: border-box; width: 100%; padding: 10px; border-radius: 10px; border: 1px solid #3b4040; background: #121313; color: inherit; font: inherit; }
  input:focus-visible, button:focus-visible { outline: 2px solid #667dff; outline-offset: 2px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  button { margin-top: 20px; width: 100%; padding: 12px; border: 0; border-radius: 12px; background: #667dff; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  .error { background: #3d1c1f; color: #ffb4b4; padding: 10px; border-radius: 10px; }
  .ok { background: #15342a; color: #9be3c1; padding: 10px; border-radius: 10px; word-break: break-all; }
`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`
}

/** `49.200000` → `49.2`; whole amounts keep no point. */
const trimAmount = (amount: string) => amount.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')

function summary(checkout: OnrampCheckout, networkName: string | undefined): string {
  const gets = checkout.cryptoAmount
    ? `${trimAmount(checkout.cryptoAmount)} ${checkout.assetSymbol}`
    : checkout.assetSymbol
  return `<dl>
  <dt>You pay</dt><dd>${escape(checkout.fiatAmount)} ${escape(checkout.fiatCurrency)}</dd>
  <dt>You get</dt><dd>${escape(gets)}</dd>
  <dt>Network</dt><dd>${escape(networkName ?? checkout.caipNetworkId)}</dd>
  <dt>To</dt><dd title="${escape(checkout.destination)}">${escape(checkout.destination.slice(0, 6))}…${escape(checkout.destination.slice(-4))}</dd>
</dl>`
}

/**
 * The sandbox checkout page: the purchase, and a card form (or the outcome once paid). Works without scripts.
 *
 * @example
 * reply.type('text/html').header('content-security-policy', CHECKOUT_CSP).send(renderCheckoutPage(checkout))
 */
export function renderCheckoutPage(
  checkout: OnrampCheckout,
  { error, networkName }: { error?: string; networkName?: string } = {},
): string {
  const heading = `<h1>Buy ${escape(checkout.assetSymbol)}</h1><p class="sandbox">Sandbox checkout: no real payment. Test card 4242 4242 4242 4242, any future date, any CVC.</p>`
  if (checkout.status === 'sent') {
    return page(
      'Purchase complete',
      `${heading}${summary(checkout, networkName)}<p class="ok" role="status">Sent. Transaction ${escape(checkout.txHash ?? '')}</p>`,
    )
  }
  if (checkout.status === 'failed') {
    return page(
      'Purchase failed',
      `${heading}${summary(checkout, networkName)}<p class="error" role="alert">This purchase did not go through: ${escape(checkout.failure ?? 'unknown error')}. You were not charged.</p>`,
    )
  }
  if (checkout.status === 'paid') {
    return page(
      'Purchase in progress',
      `${heading}${summary(checkout, networkName)}<p class="ok" role="status">Paid. The transfer is on its way.</p>`,
    )
  }
  const alert = error ? `<p class="error" role="alert" id="card-error">${escape(error)}</p>` : ''
  const described = error ? ' aria-describedby="card-error" aria-invalid="true"' : ''
  return page(
    `Buy ${checkout.assetSymbol}`,
    `${heading}${summary(checkout, networkName)}${alert}
<form method="post" action="/onramp/checkout/${escape(checkout.id)}">
  <label for="number">Card number</label>
  <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required${described}>
  <div class="row">
    <div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required></div>
    <div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div>
  </div>
  <button type="submit">Pay ${escape(checkout.fiatAmount)} ${escape(checkout.fiatCurrency)}</button>
</form>`,
  )
}

/** A page for an unknown checkout id. */
export function renderMissingCheckoutPage(): string {
  return page(
    'Checkout not found',
    '<h1>Checkout not found</h1><p class="error" role="alert">This checkout link is not valid.</p>',
  )
}

/** A page for a checkout this server does not serve now (the sandbox switched off): `message` says why. */
export function renderUnavailablePage(message: string): string {
  return page(
    'Checkout unavailable',
    `<h1>Checkout unavailable</h1><p class="error" role="alert">${escape(message)}.</p>`,
  )
}
