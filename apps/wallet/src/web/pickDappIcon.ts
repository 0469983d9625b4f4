/** Parameters of {@link pickDappIcon}. */
export interface PickDappIconParameters {
  /** The dapp's `metadata.icons`. */
  icons: readonly string[] | undefined
  /** The dapp's `metadata.url`, against which relative icon paths resolve. */
  dappUrl: string | undefined
  /** Host name of the wallet page (`location.hostname`): the only host an icon may be loaded from. */
  pageHost: string
}

/**
 * The first dapp icon the wallet may show without contacting an outside host: an inline `data:image/…` URL,
 * or an http(s) URL on the wallet page's own host name (the dapp and the wallet run on one machine).
 *
 * @example
 * pickDappIcon({ icons: ['https://icons.example/logo.png', '/icon.svg'], dappUrl: 'http://127.0.0.1:5173', pageHost: '127.0.0.1' })
 * // 'http://127.0.0.1:5173/icon.svg'
 */
export function pickDappIcon({ icons, dappUrl, pageHost }: PickDappIconParameters): string | undefined {
  for (const icon of icons ?? []) {
    if (typeof icon !== 'string') continue
    if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(icon)) return icon
    let url: URL
    try {
      url = new URL(icon, dappUrl)
    } catch {
      continue
    }
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname === pageHost) return url.href
  }
  return undefined
}
