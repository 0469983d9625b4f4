/** Hosts the bench lets a page reach: the machine itself. */
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * True when `url` points at this machine (or is a data:/blob: URL, which never leaves the page); every other
 * request of a measured page is aborted.
 *
 * @example
 * isLocalUrl('http://127.0.0.1:38787/v1/wallets') // true
 * isLocalUrl('https://api.web3modal.org/getWallets') // false
 */
export function isLocalUrl(url: string | URL): boolean {
  const parsed = typeof url === 'string' ? new URL(url) : url
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true
  return localHosts.has(parsed.hostname)
}
