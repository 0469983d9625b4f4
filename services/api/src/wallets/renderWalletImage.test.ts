import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readWalletCatalogue } from './readWalletCatalogue.ts'
import { readWalletLogo } from './readWalletLogo.ts'
import { renderWalletImage, WALLET_IMAGE_SIZE } from './renderWalletImage.ts'

const rootOf = (svg: string) => svg.match(/^<svg\b[^>]*>/)?.[0] ?? ''

describe('renderWalletImage', () => {
  it('gives every catalogue wallet a square image of WALLET_IMAGE_SIZE, versioned by its content', async () => {
    for (const { id, name } of readWalletCatalogue()) {
      const { svg, version } = await renderWalletImage(id, name)
      const root = rootOf(svg)
      expect(root.match(/\swidth="(\d+)"/g), name).toEqual([` width="${WALLET_IMAGE_SIZE}"`])
      expect(root.match(/\sheight="(\d+)"/g), name).toEqual([` height="${WALLET_IMAGE_SIZE}"`])
      const [, , w, h] = root.match(/viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/)!.slice(1)
      expect(w, name).toBe(h)
      expect(version).toBe(createHash('sha256').update(svg).digest('hex').slice(0, 16))
    }
  })

  it('draws the icon package’s logo unchanged, only resized', async () => {
    const logo = (await readWalletLogo('Trust Wallet'))!
    const { svg } = await renderWalletImage('ab'.repeat(32), 'Trust Wallet')
    expect(svg.slice(rootOf(svg).length)).toBe(logo.slice(rootOf(logo).length))
    expect(rootOf(svg)).toBe(
      rootOf(logo).replace(' width="24" height="24"', '').replace('<svg', '<svg width="100" height="100"'),
    )
  })
})
