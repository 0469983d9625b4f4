import { describe, expect, it } from 'vitest'
import { NftImageError, readNftImage } from './readNftImage.ts'

const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')

describe('readNftImage', () => {
  it('serves inline PNG and SVG by their bytes, under the type their bytes say when the URI says octet-stream', async () => {
    expect(
      (await readNftImage({ uri: `data:image/png;base64,${png}`, allowPrivate: false })).contentType,
    ).toBe('image/png')
    const loose = await readNftImage({
      uri: `data:application/octet-stream;base64,${svg}`,
      allowPrivate: false,
    })
    expect(loose.contentType).toBe('image/svg+xml')
  })

  it('refuses HTML labelled as an image, types outside the list, oversized images and other schemes', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64')
    await expect(readNftImage({ uri: `data:image/png;base64,${html}`, allowPrivate: false })).rejects.toThrow(
      /not a PNG, JPEG, GIF, WebP or SVG image \(declared image\/png\)/,
    )
    await expect(readNftImage({ uri: `data:text/html;base64,${svg}`, allowPrivate: false })).rejects.toThrow(
      NftImageError,
    )
    await expect(
      readNftImage({
        uri: `data:image/png;base64,${png}`,
        allowPrivate: false,
        limits: { maxBytes: 10, timeoutMs: 1_000 },
      }),
    ).rejects.toThrow(/larger than 10 bytes/)
    await expect(readNftImage({ uri: 'ar://abc', allowPrivate: false })).rejects.toThrow(
      /unsupported image URI/,
    )
  })

  it('refuses an image URL on a private address for a chain that is not local', async () => {
    await expect(
      readNftImage({ uri: 'http://169.254.169.254/latest/meta-data/', allowPrivate: false }),
    ).rejects.toThrow(/image fetch failed \(blocked-address\)/)
  })
})
