// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { click, renderInDom } from '../../testing/renderInDom.tsx'
import { SocialButtons } from './SocialButtons.tsx'

describe('SocialButtons', () => {
  it("shows each provider's logo on its button, named for screen readers, and the rest behind More", async () => {
    const onSelect = vi.fn()
    const onMore = vi.fn()
    const view = await renderInDom(
      <SocialButtons
        providers={['google', 'github', 'x', 'discord', 'apple', 'facebook']}
        disabled={false}
        onSelect={onSelect}
        onMore={onMore}
      />,
    )
    const buttons = [...view.container.querySelectorAll('button')]
    expect(buttons.map((button) => button.querySelector('svg')?.dataset.provider ?? 'none')).toEqual([
      'google',
      'github',
      'x',
      'discord',
      'none',
    ])
    expect(buttons[0]!.textContent).toBe('Continue with Google')
    expect(buttons.slice(1).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Continue with GitHub',
      'Continue with X',
      'Continue with Discord',
      'More sign-in options',
    ])
    await click(buttons[2])
    expect(onSelect).toHaveBeenCalledWith('x')
    await click(buttons[4])
    expect(onMore).toHaveBeenCalledOnce()
    await view.unmount()
  })
})
