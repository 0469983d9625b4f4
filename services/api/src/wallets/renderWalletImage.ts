import { createHash } from 'node:crypto'
import { initialsOf } from './initialsOf.ts'
import { readWalletLogo } from './readWalletLogo.ts'
import { renderInitialsImage } from './renderInitialsImage.ts'

/** Every wallet image is a square SVG of this intrinsic size in CSS pixels, logo or initials (ADR 0029). */
export const WALLET_IMAGE_SIZE = 100

/** A wallet's image and the version that names its content. */
export interface RenderWalletImageReturnType {
  svg: string
  /** The first 64 bits of the SVG's sha256, in hex: `?v=` of its immutable URL (ADR 0029). */
  version: string
}

/** Gives the root `<svg>` element width and height `size` (its square viewBox keeps the drawing as it was). */
function withSize(svg: string, size: number): string {
  return svg.replace(/^<svg\b[^>]*>/, (root) => {
    const unsized = root.replace(/\s(width|height)="[^"]*"/g, '')
    return unsized.replace(/^<svg\b/, `<svg width="${size}" height="${size}"`)
  })
}

/**
 * The image of the wallet `name` with id `id`: its logo from `@web3icons/core` where it has one, else its
 * generated initials (ADR 0021), always at {@link WALLET_IMAGE_SIZE}, with the version of its content.
 *
 * @example
 * await renderWalletImage(walletIdFor('MetaMask'), 'MetaMask') // { svg: '<svg width="100" height="100" …', version: '…16 hex…' }
 */
export async function renderWalletImage(id: string, name: string): Promise<RenderWalletImageReturnType> {
  const logo = await readWalletLogo(name)
  const svg = withSize(logo ?? renderInitialsImage({ seed: id, label: initialsOf(name) }), WALLET_IMAGE_SIZE)
  return { svg, version: createHash('sha256').update(svg).digest('hex').slice(0, 16) }
}
