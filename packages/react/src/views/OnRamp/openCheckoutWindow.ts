// A named popup, so a second purchase reuses the window instead of stacking new ones.
const CHECKOUT_WINDOW_NAME = 'portico-onramp-checkout'
const CHECKOUT_WINDOW_FEATURES = 'popup,width=440,height=700'

/**
 * Opens the on-ramp checkout's popup, empty, while the click that asked for it is still running (a browser
 * blocks a popup opened later); {@link showCheckout} then points it at the checkout.
 *
 * @returns the window, or `null` when the browser refused to open it.
 *
 * @example
 * const popup = openCheckoutWindow()
 * showCheckout(popup, url)
 */
export function openCheckoutWindow(): Window | null {
  return window.open('', CHECKOUT_WINDOW_NAME, CHECKOUT_WINDOW_FEATURES)
}

/**
 * Loads `url` in the checkout popup, or opens it anew (e.g. after the person closed it).
 *
 * @returns the window, or `null` when the browser refused to open one.
 *
 * @example
 * showCheckout(popup, 'http://127.0.0.1:8787/onramp/checkout/5c1b…')
 */
export function showCheckout(popup: Window | null, url: string): Window | null {
  if (popup && !popup.closed) {
    popup.location.href = url
    return popup
  }
  return window.open(url, CHECKOUT_WINDOW_NAME, CHECKOUT_WINDOW_FEATURES)
}
