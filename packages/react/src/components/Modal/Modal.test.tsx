// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { press, renderInDom, type Rendered } from '../../testing/renderInDom.tsx'
import { Modal } from './Modal.tsx'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  document.body.innerHTML = ''
})

async function openModal(props: { onClose?: () => void; onBack?: () => void } = {}) {
  const opener = document.createElement('button')
  opener.textContent = 'Open'
  document.body.append(opener)
  opener.focus()
  rendered = await renderInDom(
    <Modal title="Connect Wallet" onClose={props.onClose ?? (() => {})} onBack={props.onBack}>
      <button type="button">First</button>
      <button type="button">Last</button>
    </Modal>,
  )
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')
  if (!dialog) throw new Error('no dialog')
  return { opener, dialog }
}

describe('Modal', () => {
  it('is a modal dialog named by its title', async () => {
    const { dialog } = await openModal()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')
    expect(dialog.querySelector('[aria-label="Close"]')).not.toBeNull()
    expect(dialog.querySelector('[aria-label="Back"]')).toBeNull()
  })

  it('moves focus inside on open and returns it on close', async () => {
    const { opener, dialog } = await openModal()
    expect(dialog.contains(document.activeElement)).toBe(true)
    await rendered?.unmount()
    rendered = undefined
    expect(document.activeElement).toBe(opener)
  })

  it('keeps Tab inside the dialog', async () => {
    const { dialog } = await openModal()
    const [close, first, last] = [...dialog.querySelectorAll('button')]
    last?.focus()
    await press('Tab')
    expect(document.activeElement).toBe(close)
    await press('Tab', { shiftKey: true })
    expect(document.activeElement).toBe(last)
    expect(first).toBeDefined()
  })

  it('closes on Escape, on the close button and on the backdrop', async () => {
    const onClose = vi.fn()
    const { dialog } = await openModal({ onClose })
    await press('Escape')
    dialog.querySelector<HTMLElement>('[aria-label="Close"]')?.click()
    dialog.parentElement?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    dialog.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    expect(onClose).toHaveBeenCalledTimes(3)
  })

  it('shows a back button when there is somewhere to go back to', async () => {
    const onBack = vi.fn()
    const { dialog } = await openModal({ onBack })
    dialog.querySelector<HTMLElement>('[aria-label="Back"]')?.click()
    expect(onBack).toHaveBeenCalledOnce()
  })

  it('stops the page scrolling while open', async () => {
    await openModal()
    expect(document.documentElement.classList.contains('portico-scroll-locked')).toBe(true)
    await rendered?.unmount()
    rendered = undefined
    expect(document.documentElement.classList.contains('portico-scroll-locked')).toBe(false)
  })
})
