import type { SelectedWallet } from '@portico/core'

/**
 * The link that opens `wallet` with a WalletConnect pairing `uri`: its web wallet (`browser`), or its app
 * (`mobile`: the native `scheme://` or universal link, with the URI under `wc?uri=`). `undefined` when the
 * wallet has no link of that kind.
 *
 * @example
 * walletLink({ mobileLink: 'rainbow://', … }, 'mobile', 'wc:abc@2?…') // 'rainbow://wc?uri=wc%3Aabc%402%3F…'
 */
export function walletLink(
  wallet: Pick<SelectedWallet, 'mobileLink' | 'desktopLink' | 'webappLink'>,
  platform: 'mobile' | 'browser',
  uri: string,
): string | undefined {
  const base = platform === 'browser' ? wallet.webappLink : (wallet.mobileLink ?? wallet.desktopLink)
  if (!base) return undefined
  const isHttp = base.startsWith('http')
  // A native scheme needs `scheme://`; a universal link needs a trailing slash before `wc`.
  const root = isHttp
    ? base.endsWith('/')
      ? base
      : `${base}/`
    : base.includes('://')
      ? base
      : `${base.replaceAll('/', '').replaceAll(':', '')}://`
  return `${root}wc?uri=${encodeURIComponent(uri)}`
}
