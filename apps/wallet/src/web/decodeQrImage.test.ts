import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { decodeQrPixels, QrImageError, qrImageMessages, type QrPixels } from './decodeQrImage.ts'

/** Draws a QR code of `text` as RGBA pixels, `scale` pixels per module (uqr is only a test dependency here). */
function qrPixels(text: string, scale = 4): QrPixels {
  const { data: modules, size } = encode(text, { border: 4 })
  const width = size * scale
  const data = new Uint8ClampedArray(width * width * 4)
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const dark = modules[Math.floor(y / scale)]?.[Math.floor(x / scale)] ?? false
      const offset = (y * width + x) * 4
      data.fill(dark ? 0 : 255, offset, offset + 3)
      data[offset + 3] = 255
    }
  }
  return { data, width, height: width }
}

describe('decodeQrPixels', () => {
  it('reads a WalletConnect URI from a QR code', () => {
    const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1750000300`
    expect(decodeQrPixels(qrPixels(uri))).toBe(uri)
  })

  it('says so when the image has no QR code', () => {
    const blank = { data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 }
    expect(() => decodeQrPixels(blank)).toThrow(QrImageError)
    expect(() => decodeQrPixels(blank)).toThrow(qrImageMessages.noQr)
  })
})
