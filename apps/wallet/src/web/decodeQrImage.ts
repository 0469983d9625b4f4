import jsQR from 'jsqr'

/** Why no pairing text came out of an image; `message` is written for the wallet's user. */
export class QrImageError extends Error {
  override name = 'QrImageError'
}

/** Messages about QR images, in one place. */
export const qrImageMessages = {
  noQr: 'No QR code found in that image. Try a sharper or larger picture of the code.',
  unreadable: 'That file is not an image this browser can read.',
} as const

/** RGBA pixels, as `ImageData` holds them. */
export interface QrPixels {
  data: Uint8ClampedArray
  width: number
  height: number
}

// Large photos are scaled down: jsQR's time grows with the pixel count and a QR code needs far fewer.
const MAX_SIDE = 1600

/**
 * The text of the QR code in an image's pixels; throws {@link QrImageError} when there is none.
 *
 * @example
 * decodeQrPixels(context.getImageData(0, 0, width, height)) // 'wc:…'
 */
export function decodeQrPixels(pixels: QrPixels): string {
  const code = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' })
  if (!code || code.data === '') throw new QrImageError(qrImageMessages.noQr)
  return code.data
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file)
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new QrImageError(qrImageMessages.unreadable))
    image.src = url
  }).finally(() => URL.revokeObjectURL(url))
}

/**
 * Reads the QR code in an image file the person chose (a screenshot of a dapp's WalletConnect QR code).
 * Browser only: it draws the image on a canvas to get its pixels.
 *
 * @example
 * const uri = await decodeQrImageFile(input.files[0])
 */
export async function decodeQrImageFile(file: Blob): Promise<string> {
  const image = await loadImage(file)
  const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight, 1))
  const width = Math.max(1, Math.round(image.naturalWidth * scale))
  const height = Math.max(1, Math.round(image.naturalHeight * scale))
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new QrImageError(qrImageMessages.unreadable)
  // A white backdrop, so a transparent PNG's dark modules still contrast.
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.drawImage(image, 0, 0, width, height)
  return decodeQrPixels(context.getImageData(0, 0, width, height))
}
