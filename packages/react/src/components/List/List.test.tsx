// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { press, renderInDom, type Rendered } from '../../testing/renderInDom.tsx'
import { List } from './List.tsx'
import { ListItem } from './ListItem.tsx'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
})

describe('List', () => {
  it('moves focus with the arrow keys, wrapping, and Home/End', async () => {
    const onSelect = vi.fn()
    rendered = await renderInDom(
      <List label="Wallets">
        <ListItem label="Alpha" tag="Installed" onSelect={() => onSelect('a')} />
        <ListItem label="Beta" onSelect={() => onSelect('b')} />
        <ListItem label="Gamma" onSelect={() => onSelect('c')} />
      </List>,
    )
    const list = rendered.container.querySelector('ul')
    expect(list?.getAttribute('aria-label')).toBe('Wallets')
    const [alpha, beta, gamma] = [...rendered.container.querySelectorAll<HTMLButtonElement>('button')]
    expect(alpha?.textContent).toBe('AlphaInstalled')

    alpha?.focus()
    await press('ArrowDown')
    expect(document.activeElement).toBe(beta)
    await press('ArrowDown')
    await press('ArrowDown')
    expect(document.activeElement).toBe(alpha)
    await press('ArrowUp')
    expect(document.activeElement).toBe(gamma)
    await press('Home')
    expect(document.activeElement).toBe(alpha)
    await press('End')
    expect(document.activeElement).toBe(gamma)

    gamma?.click()
    expect(onSelect).toHaveBeenCalledWith('c')
  })
})
