// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInDom, type Rendered } from '../../testing/renderInDom.tsx'
import { Avatar } from './Avatar.tsx'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const IMAGE = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
})

describe('Avatar', () => {
  it('shows the name’s avatar image, and the address gradient when there is none', async () => {
    rendered = await renderInDom(<Avatar address={ADDRESS} size={72} imageUrl={IMAGE} />)
    const image = rendered.container.querySelector('img.portico-avatar')
    expect(image?.getAttribute('src')).toBe(IMAGE)
    expect(image?.getAttribute('width')).toBe('72')
    expect(rendered.container.querySelector('svg')).toBeNull()
    await rendered.unmount()
    rendered = await renderInDom(<Avatar address={ADDRESS} size={72} />)
    expect(rendered.container.querySelector('img')).toBeNull()
    expect(rendered.container.querySelector('svg.portico-avatar')).not.toBeNull()
  })

  it('falls back to the gradient when the image does not load', async () => {
    rendered = await renderInDom(
      <Avatar address={ADDRESS} size={40} imageUrl="https://example.org/missing.png" />,
    )
    const image = rendered.container.querySelector('img')!
    await act(async () => {
      image.dispatchEvent(new Event('error'))
    })
    expect(rendered.container.querySelector('img')).toBeNull()
    expect(rendered.container.querySelector('svg.portico-avatar')).not.toBeNull()
  })
})
