// @vitest-environment happy-dom
import * as simpleIcons from 'simple-icons'
import { describe, expect, it } from 'vitest'
import { renderInDom } from '../../testing/renderInDom.tsx'
import { SOCIAL_LOGOS, SocialLogoIcon } from './socialLogos.tsx'

/** Each provider's icon in the installed simple-icons. */
const SIMPLE_ICONS = {
  google: simpleIcons.siGoogle,
  x: simpleIcons.siX,
  discord: simpleIcons.siDiscord,
  farcaster: simpleIcons.siFarcaster,
  github: simpleIcons.siGithub,
  apple: simpleIcons.siApple,
  facebook: simpleIcons.siFacebook,
}

describe('SOCIAL_LOGOS', () => {
  it.each(Object.entries(SIMPLE_ICONS))(
    "is simple-icons' %s mark, in its brand colour or the text colour",
    (provider, icon) => {
      const logo = SOCIAL_LOGOS[provider as keyof typeof SIMPLE_ICONS]
      expect(logo.path).toBe(icon.path)
      expect(logo.title).toBe(icon.title)
      // Black marks (000000, 181717) would vanish on the dark theme: they take the text colour instead.
      expect(logo.color).toBe(/^(000000|181717)$/.test(icon.hex) ? null : `#${icon.hex}`)
    },
  )
})

describe('SocialLogoIcon', () => {
  it('draws the mark as a decorative inline SVG', async () => {
    const discord = await renderInDom(<SocialLogoIcon provider="discord" size={22} />)
    const svg = discord.container.querySelector('svg')!
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('width')).toBe('22')
    expect(svg.querySelector('path')!.getAttribute('fill')).toBe('#5865F2')
    const x = await renderInDom(<SocialLogoIcon provider="x" />)
    expect(x.container.querySelector('path')!.getAttribute('fill')).toBe('currentColor')
    await discord.unmount()
    await x.unmount()
  })
})
