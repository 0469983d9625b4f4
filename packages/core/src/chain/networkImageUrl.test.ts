import { describe, expect, it } from 'vitest'
import { devnet, devnetTwo } from '../testing/networks.ts'
import { validateOptions } from '../options/validateOptions.ts'
import { networkImageUrl } from './networkImageUrl.ts'

describe('networkImageUrl', () => {
  it('takes the chainImages entry by chain id or CAIP-2 id over the network’s own image', () => {
    const options = validateOptions({
      projectId: 'demo',
      networks: [devnet, devnetTwo],
      chainImages: { 31337: 'https://img.test/devnet.png', 'eip155:31338': 'https://img.test/two.png' },
    })
    expect(networkImageUrl(options, { ...devnet, assets: { imageUrl: 'https://own.test/x.png' } })).toBe(
      'https://img.test/devnet.png',
    )
    expect(networkImageUrl(options, devnetTwo)).toBe('https://img.test/two.png')
  })

  it('falls back to assets.imageUrl, then to nothing', () => {
    const options = validateOptions({ projectId: 'demo', networks: [devnet] })
    expect(networkImageUrl(options, { ...devnet, assets: { imageUrl: 'https://own.test/x.png' } })).toBe(
      'https://own.test/x.png',
    )
    expect(networkImageUrl(options, devnet)).toBeUndefined()
  })
})
