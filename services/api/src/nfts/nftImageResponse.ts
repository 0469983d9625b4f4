/** The file extension an image type is saved with. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
}

/**
 * Headers an NFT image is served with. An SVG is a document that could run script if opened on the API's own
 * origin, so every image carries a CSP that allows nothing (inline styles aside) inside a sandbox, `nosniff`
 * so the declared type is the only one a browser uses, and a download disposition for SVG.
 *
 * @example
 * reply.headers(nftImageHeaders('image/svg+xml', 'eip155-31337-0xe7f1…-2'))
 */
export function nftImageHeaders(contentType: string, name: string): Record<string, string> {
  const extension = EXTENSIONS[contentType] ?? 'img'
  const safeName = name.replace(/[^A-Za-z0-9._-]/g, '-')
  return {
    'content-type': contentType,
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'x-content-type-options': 'nosniff',
    'content-disposition': `${contentType === 'image/svg+xml' ? 'attachment' : 'inline'}; filename="${safeName}.${extension}"`,
    'cross-origin-resource-policy': 'cross-origin',
    'cache-control': 'public, max-age=3600',
  }
}
