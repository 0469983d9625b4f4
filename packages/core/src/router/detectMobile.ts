/**
 * Whether the page runs on a phone or tablet, from the user agent; `false` on the server. Injectable through
 * `CoreDependencies.isMobile`, since §2 picks the no-adapter default view by device.
 *
 * @example
 * detectMobile() // true in mobile Safari
 */
export function detectMobile(): boolean {
  if (typeof navigator === 'undefined') return false
  return /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|Opera Mini|IEMobile/i.test(navigator.userAgent)
}
